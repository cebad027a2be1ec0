// The two URLs of a demo video: the privacy-enhanced embed (autoplay, as the visitor just pressed play; the
// start time when the video has one) and the watch page on YouTube (with the same start time).
import { YOUTUBE, type DemoVideo } from './demos.content';

const start = (video: DemoVideo): number => Math.max(0, Math.floor(video.startSeconds ?? 0));

export const embedUrl = (video: DemoVideo): string => {
  const params = new URLSearchParams({ autoplay: '1', rel: '0' });
  if (start(video) > 0) params.set('start', String(start(video)));
  return `${YOUTUBE.embedBase}${encodeURIComponent(video.youtubeId)}?${params.toString()}`;
};

export const watchUrl = (video: DemoVideo): string => {
  const params = new URLSearchParams({ v: video.youtubeId });
  if (start(video) > 0) params.set('t', `${start(video)}s`);
  return `${YOUTUBE.watchBase}?${params.toString()}`;
};
