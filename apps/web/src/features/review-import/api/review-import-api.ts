import type { TImportMapping, TReviewImport } from '@tableside/domain/schemas/review-import';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiData, apiResponse } from '../../../lib/api-client.ts';

/** Sends the file itself as the body; the server streams it into storage. */
export function uploadImportFile(file: File): Promise<TReviewImport> {
  return apiData('/v1/review-import', {
    method: 'POST',
    file,
    query: { file_name: file.name },
  });
}

export function startImport(id: string, mapping: TImportMapping): Promise<TReviewImport> {
  return apiData(`/v1/review-import/${encodeURIComponent(id)}/start`, {
    method: 'PUT',
    body: mapping,
  });
}

const running = (status: TReviewImport['status'] | undefined) =>
  status === 'queued' || status === 'running';

/** An import's progress, read again every second while it runs. */
export function useImportProgress(id: string) {
  return useQuery({
    queryKey: ['review-import', id],
    queryFn: ({ signal }) =>
      apiData<TReviewImport>(`/v1/review-import/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (running(query.state.data?.status) ? 1000 : false),
  });
}

/** Downloads the refused rows as a CSV file (the call needs the bearer token, so no plain link). */
async function downloadReport({ id, lang }: { id: string; lang: string }): Promise<void> {
  const response = await apiResponse(`/v1/review-import/${encodeURIComponent(id)}/report`, {
    query: { lang: lang === 'fr' ? 'fr' : 'en' },
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'refused-rows.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Removes an import that is not running (its reviews stay). */
export function deleteImport(id: string): Promise<null> {
  return apiData(`/v1/review-import/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
