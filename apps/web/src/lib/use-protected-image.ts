import { useEffect, useState } from 'react';
import { requestRaw } from './api-client';

export interface ProtectedImage {
  /** A blob: URL for <img src>, null while loading, when it failed or without a url. */
  src: string | null;
  isLoading: boolean;
  isError: boolean;
}

/**
 * A protected upload (incident images, signatures) as something an <img> can show. The server serves it only
 * with the session's token, which an <img src> cannot send, so it is fetched and shown as a blob URL; the URL is
 * released when the image changes or the component leaves.
 */
export function useProtectedImage(url: string | null | undefined): ProtectedImage {
  // Keyed by the url it answers, so a changed url reads as loading without resetting state in the effect.
  const [loaded, setLoaded] = useState<{ url: string; src: string | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let isCurrent = true;
    // requestRaw adds the /api prefix itself.
    requestRaw(url.replace(/^\/api(?=\/)/, ''))
      .then((response) => response.blob())
      .then((blob) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => {
        if (isCurrent) setLoaded({ url, src: null });
      });
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url) return { src: null, isLoading: false, isError: false };
  if (loaded?.url !== url) return { src: null, isLoading: true, isError: false };
  return { src: loaded.src, isLoading: false, isError: loaded.src === null };
}
