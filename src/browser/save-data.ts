// True when the browser asks to save data: HeadScript.astro marks <html data-save-data> from navigator.connection.saveData.
export const saveData = (): boolean => document.documentElement.dataset.saveData !== undefined;
