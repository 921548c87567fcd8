// The HTTP answer of a static calendar endpoint: the file's text with the calendar media type.
export const calendarResponse = (ics: string) =>
  new Response(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
