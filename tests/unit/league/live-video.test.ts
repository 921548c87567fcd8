import { describe, expect, it } from 'vitest';
import {
  activeLiveVideos,
  liveEmbedUrl,
  liveSource,
  twitchChannel,
  youtubeId,
} from '../../../src/lib/league/live-video.ts';

describe('YouTube ids (SPEC §5: a YouTube link must contain an 11-character video id)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=30', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=a_b-c_d-e_f', 'a_b-c_d-e_f'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=xyz', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQX', null],
    ['https://youtu.be/', null],
    ['https://www.youtube.com/channel/UCabcdefghij', null],
    ['https://evil.example.com/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%s gives %s', (input, expected) => {
    expect(youtubeId(input)).toBe(expected);
  });
});

describe('Twitch channels', () => {
  it.each([
    ['nsfl_live', 'nsfl_live'],
    ['NSFL_Live', 'nsfl_live'],
    ['https://www.twitch.tv/nsfl_live', 'nsfl_live'],
    ['twitch.tv/nsfl_live', 'nsfl_live'],
    ['https://www.twitch.tv/nsfl_live/videos', null],
    ['abc', null],
    ['a'.repeat(26), null],
    ['has space', null],
    ['https://evil.example.com/nsfl_live', null],
    ['', null],
    [null, null],
  ])('%s gives %s', (input, expected) => {
    expect(twitchChannel(input)).toBe(expected);
  });
});

describe('live sources (SPEC §2 /live-match, §8: invalid gives "Invalid URL or Channel")', () => {
  const video = (platform: string, videoUrl: string | null, channel: string | null = null) => ({
    platform,
    videoUrl,
    twitchChannel: channel,
  });
  it.each([
    [
      'a YouTube watch link',
      video('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      { kind: 'youtube', id: 'dQw4w9WgXcQ' },
    ],
    [
      'a YouTube live link',
      video('youtube', 'https://www.youtube.com/live/dQw4w9WgXcQ'),
      { kind: 'youtube', id: 'dQw4w9WgXcQ' },
    ],
    [
      'a YouTube link without an 11-character id',
      video('youtube', 'https://www.youtube.com/watch?v=123'),
      { kind: 'invalid' },
    ],
    ['YouTube without a link', video('youtube', null), { kind: 'invalid' }],
    ['a Twitch channel', video('twitch', null, 'nsfl_live'), { kind: 'twitch', channel: 'nsfl_live' }],
    [
      'a Twitch link in the video url',
      video('twitch', 'https://www.twitch.tv/nsfl_live'),
      { kind: 'twitch', channel: 'nsfl_live' },
    ],
    ['an invalid Twitch channel', video('twitch', null, 'no!'), { kind: 'invalid' }],
    ['no platform, a YouTube link', video('', 'https://youtu.be/dQw4w9WgXcQ'), { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['no platform, a Twitch channel', video('', null, 'nsfl_live'), { kind: 'twitch', channel: 'nsfl_live' }],
    ['an unknown platform', video('vimeo', 'https://vimeo.com/1234'), { kind: 'invalid' }],
  ])('%s', (_label, input, expected) => {
    expect(liveSource(input)).toEqual(expected);
  });

  it('builds youtube-nocookie and Twitch player URLs, Twitch with the page host as parent', () => {
    expect(liveEmbedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, 'x')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(liveEmbedUrl({ kind: 'twitch', channel: 'nsfl_live' }, 'league.example.com')).toBe(
      'https://player.twitch.tv/?channel=nsfl_live&parent=league.example.com&autoplay=true',
    );
    expect(liveEmbedUrl({ kind: 'invalid' }, 'x')).toBeNull();
  });

  it('asks neither player to autoplay under Save-Data', () => {
    expect(liveEmbedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, 'x', false)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0',
    );
    expect(liveEmbedUrl({ kind: 'twitch', channel: 'nsfl_live' }, 'league.example.com', false)).toBe(
      'https://player.twitch.tv/?channel=nsfl_live&parent=league.example.com&autoplay=false',
    );
  });

  it('keeps only active videos, in order', () => {
    const list = [
      { id: '1', isActive: false },
      { id: '2', isActive: true },
      { id: '3', isActive: true },
    ];
    expect(activeLiveVideos(list).map((v) => v.id)).toEqual(['2', '3']);
  });
});
