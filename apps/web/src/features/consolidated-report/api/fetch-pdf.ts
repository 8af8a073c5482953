import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestRaw } from '../../../lib/api-client';

/** A stored report PDF (GET reporte/pdf/{uuid}) as a Blob, read with the session's token. */
export async function fetchPdf(uuid: string): Promise<Blob> {
  // requestRaw adds the /api prefix itself.
  const response = await requestRaw(`/reporte/pdf/${encodeURIComponent(uuid)}`);
  return response.blob();
}

export interface PdfObjectUrl {
  /** A blob: URL an <iframe> or a download link can use; null while loading or after a failure. */
  url: string | null;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * The PDF as an object URL: an <iframe src> cannot send the token, so the file is fetched and shown as a blob.
 * The URL is released when the uuid changes or the caller leaves (the dialog unmounts it on close).
 */
export function usePdfObjectUrl(uuid: string | null): PdfObjectUrl {
  const pdf = useQuery({
    queryKey: ['consolidated-report', 'pdf', uuid],
    queryFn: () => fetchPdf(uuid ?? ''),
    enabled: uuid !== null,
    // A stored PDF never changes; the blob is dropped from the cache soon after the dialog closes.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!pdf.data) return;
    const objectUrl = URL.createObjectURL(pdf.data);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an external resource released below
    setUrl({ blob: pdf.data, url: objectUrl });
    return () => URL.revokeObjectURL(objectUrl);
  }, [pdf.data]);

  const current = url && pdf.data === url.blob ? url.url : null;
  return {
    url: current,
    isLoading: uuid !== null && !pdf.isError && current === null,
    isError: pdf.isError,
    retry: () => void pdf.refetch(),
  };
}
