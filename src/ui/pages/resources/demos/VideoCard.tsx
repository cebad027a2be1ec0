// One demo video: a poster with a play button until the visitor asks for the video, then the privacy-enhanced
// YouTube embed (nothing is requested from YouTube before the click); the title, the description and "Watch on
// YouTube" in a new tab. Focus moves to the player when it appears.
import styled from '@emotion/styled';
import { ExternalLink, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ExternalButtonLink } from '../../../components/Button';
import { DEMOS_COPY, type DemoVideo } from './demos.content';
import { VideoPoster } from './VideoPoster';
import { embedUrl, watchUrl } from './youtubeUrls';
import { useReplayTargets } from '../../../app/replayTargets';
import { cardSurface } from '../../../components/surfaces';

const Article = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  overflow: 'hidden',
  '& h2': { fontSize: theme.fontSize.lg, margin: 0 },
  '& p': { color: theme.colors.muted, margin: 0 },
}));

const Frame = styled.div({
  position: 'relative',
  aspectRatio: '16 / 9',
  '& iframe, & > button': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
  '& > button > svg': { width: '100%', height: '100%' },
});

const PlayButton = styled.button(({ theme }) => ({
  padding: 0,
  background: 'none',
  cursor: 'pointer',
  '& > span': {
    position: 'absolute',
    left: theme.space[4],
    bottom: theme.space[4],
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: 44,
    padding: `${theme.space[2]} ${theme.space[4]}`,
    borderRadius: theme.radius.pill,
    background: theme.gradient,
    color: theme.colors.onBrand,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    boxShadow: theme.shadow.menu,
    transition: `transform ${theme.motion}`,
  },
  '@media (prefers-reduced-motion: no-preference)': { '&:hover > span': { transform: 'scale(1.05)' } },
  '&:focus-visible': { outlineOffset: -6 },
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  flex: 1,
  padding: `0 ${theme.space[6]} ${theme.space[6]}`,
  '& > a': { marginTop: 'auto', alignSelf: 'flex-start' },
}));

export const VideoCard = ({ video }: { readonly video: DemoVideo }) => {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const replayTarget = useReplayTargets([`video-${video.id}`]);
  return (
    <Article aria-labelledby={`demo-${video.id}-title`}>
      <Frame>
        {playing ? (
          <iframe
            ref={player}
            src={embedUrl(video)}
            title={DEMOS_COPY.frameTitle(video.title)}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <PlayButton {...replayTarget(`video-${video.id}`)} type="button" aria-label={DEMOS_COPY.play(video.title)} onClick={() => setPlaying(true)}>
            <VideoPoster motif={video.poster} />
            <span>
              <Play size={18} fill="currentColor" aria-hidden="true" />
              {DEMOS_COPY.playShort}
            </span>
          </PlayButton>
        )}
      </Frame>
      <Body>
        <h2 id={`demo-${video.id}-title`}>{video.title}</h2>
        <p>{video.description}</p>
        <ExternalButtonLink href={watchUrl(video)} variant="secondary">
          {DEMOS_COPY.watchOnYouTube}
          <ExternalLink size={16} aria-hidden="true" />
          <span className="visually-hidden">
            : {video.title}
            {DEMOS_COPY.newTab}
          </span>
        </ExternalButtonLink>
      </Body>
    </Article>
  );
};
