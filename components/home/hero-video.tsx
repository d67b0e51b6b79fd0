import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { HERO_VIDEO_SETUP_DELAY_MS, heroVideoRetryDelay, pickHeroVideoSource, readHeroVideoEnvironment, shouldLoadHeroVideo } from '@/lib/hero-video';
import styles from './home-hero.module.css';

const INTERACTIONS = ['click', 'touchstart', 'keydown'] as const;

/** Starts playback; a refused or failed play is silently ignored (docs/REQUIREMENTS.md §8). */
function tryPlay(video: HTMLVideoElement) {
  try {
    const result = video.play() as Promise<void> | undefined;
    result?.catch(() => undefined);
  } catch {
    // some engines throw synchronously instead of rejecting
  }
}

/**
 * The home hero's muted looping video, layered over the poster image (REQUIREMENTS §4 "Hero video").
 * Created 100 ms after mount, and never with reduced motion or Save-Data (then nothing downloads).
 * Plays once it has data, retries a failed load, and a first interaction restarts a paused video.
 * A small button pauses and resumes it (WCAG 2.2.2).
 */
export function HeroVideo({ src, srcMobile }: { src: string; srcMobile?: string }) {
  const t = useTranslations('HomePage.hero');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [paused, setPaused] = useState(true);
  const failures = useRef(0);
  const retryTimer = useRef<number | undefined>(undefined);
  const pausedByVisitor = useRef(false);

  // Setup after the delay, only when motion and data use are welcome.
  useEffect(() => {
    if (!shouldLoadHeroVideo(readHeroVideoEnvironment(window))) return;
    const timer = window.setTimeout(() => {
      setSource(pickHeroVideoSource(window.innerWidth, { src, srcMobile }));
    }, HERO_VIDEO_SETUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [src, srcMobile]);

  // Once the element exists: muted for autoplay, and the first click, touch or key press mutes a
  // paused video and tries to play it.
  useEffect(() => {
    const video = videoRef.current;
    if (!source || !video) return;
    video.muted = true;
    video.defaultMuted = true;
    const remove = () => INTERACTIONS.forEach((type) => document.removeEventListener(type, onInteraction));
    function onInteraction() {
      remove();
      if (!video || pausedByVisitor.current || !video.paused) return;
      video.muted = true;
      tryPlay(video);
    }
    INTERACTIONS.forEach((type) => document.addEventListener(type, onInteraction, { passive: true }));
    return () => {
      remove();
      window.clearTimeout(retryTimer.current);
    };
  }, [source]);

  if (!source) return null;

  const play = () => {
    const video = videoRef.current;
    if (video && !pausedByVisitor.current) tryPlay(video);
  };

  const retry = () => {
    failures.current += 1;
    const delay = heroVideoRetryDelay(failures.current);
    if (delay === null) return; // give up: the poster stays
    window.clearTimeout(retryTimer.current);
    retryTimer.current = window.setTimeout(() => videoRef.current?.load(), delay);
  };

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByVisitor.current = false;
      video.muted = true;
      tryPlay(video);
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  };

  return (
    <>
      <video
        ref={videoRef}
        className={clsx(styles.video, shown && styles.videoShown)}
        src={source}
        muted
        loop
        playsInline
        preload="auto"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
        onLoadedData={play}
        onCanPlay={play}
        onError={retry}
        onPlaying={() => {
          failures.current = 0;
          setShown(true);
          setPaused(false);
        }}
        onPause={() => setPaused(true)}
      />
      {shown ? (
        <button type="button" className={styles.toggle} onClick={toggle}>
          {paused ? (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7.5 5.5h3v13h-3zM13.5 5.5h3v13h-3z" fill="currentColor" />
            </svg>
          )}
          <span className="visually-hidden">{paused ? t('playVideo') : t('pauseVideo')}</span>
        </button>
      ) : null}
    </>
  );
}
