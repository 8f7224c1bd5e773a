import { type Envelope, httpMessageKey } from '@tidemark/domain';
import type { CameraSettings } from '@tidemark/domain/ops/warehouse/rules';
import { i18n } from '../../../i18n';
import { post, RequestError, wireFields } from '../../../wire/request';

export type BookingSummary = {
  shipmentId: number;
  shipmentNo: string;
  bookingNo: string | null;
  houseBill: string | null;
  companyName: string;
  branchId: number;
  packages: number;
  packageType: string;
  grossWeightKg: number;
  volumeCbm: number;
  goodsDescription: string;
  marks: string;
  receipts: number;
  receivedPackages: number;
};

export type PhotoInfo = {
  position: number;
  contentType: string;
  fileName: string;
  byteSize: number;
  createdAt: string;
};
export type PhotoList = { receiptNo: string; max: number; photos: PhotoInfo[] };
export type SplitLineInput = {
  location: string;
  packages: number;
  grossWeightKg: number | null;
  volumeCbm: number | null;
};
export type Camera = Omit<CameraSettings, 'snapshotUrl'> & { snapshotUrl: string | null };

const failure = async (response: Response, url: string): Promise<RequestError> => {
  const body = (await response.json().catch(() => null)) as Partial<Envelope> | null;
  return new RequestError(
    response.status,
    body,
    body?.message || i18n.t(httpMessageKey(response.status), { url, status: response.status }),
  );
};

/** The session id travels in a header: the server checks it before it reads a multipart body or a GET. */
const sessionHeaders = (): Record<string, string> => {
  const { __sid } = wireFields();
  return __sid ? { 'x-sid': __sid } : {};
};

export const warehouseKeys = {
  all: ['warehouse'] as const,
  photos: (id: number) => ['warehouse', 'photos', id] as const,
  photo: (id: number, position: number) => ['warehouse', 'photo', id, position] as const,
  camera: ['warehouse', 'camera'] as const,
};

export const warehouseApi = {
  booking: async (number: string, signal?: AbortSignal) =>
    (await post<BookingSummary>('/api/ops/warehouse/booking', { number }, { signal })).data,
  split: (id: number, version: number, lines: readonly SplitLineInput[]) =>
    post<{ id: number; version: number }>('/api/ops/warehouse/receipts/split', {
      id,
      version,
      lines: JSON.stringify(lines),
    }),
  photos: async (id: number, signal?: AbortSignal) =>
    (await post<PhotoList>('/api/ops/warehouse/receipts/photos', { id }, { signal })).data,
  deletePhoto: (id: number, position: number) => post('/api/ops/warehouse/receipts/photos/delete', { id, position }),
  /**
   * One photo as a data URL: read with the session header, and shown where the portal's content
   * policy allows images (its own origin and data URLs).
   */
  photoUrl: async (id: number, position: number, signal?: AbortSignal): Promise<string> => {
    const url = `/api/ops/warehouse/receipts/photo?id=${id}&position=${position}`;
    const response = await fetch(url, { headers: sessionHeaders(), credentials: 'same-origin', signal });
    if (response.status !== 200) throw await failure(response, url);
    const blob = await response.blob();
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(new RequestError(0, null, i18n.t('http.network')));
      reader.readAsDataURL(blob);
    });
  },
  uploadPhoto: async (id: number, file: Blob, name: string): Promise<Envelope<{ position: number }>> => {
    const { lang } = wireFields();
    const url = `/api/ops/warehouse/receipts/photos/upload?lang=${encodeURIComponent(lang ?? '')}`;
    const form = new FormData();
    form.append('id', String(id));
    form.append('file', file, name);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json', ...sessionHeaders() },
        credentials: 'same-origin',
      });
    } catch {
      throw new RequestError(0, null, i18n.t('http.network'));
    }
    if (response.status !== 200) throw await failure(response, url);
    return (await response.json()) as Envelope<{ position: number }>;
  },
  camera: async (signal?: AbortSignal) => (await post<Camera | null>('/api/ops/warehouse/camera', {}, { signal })).data,
  saveCamera: (settings: Record<string, string | number | null>) =>
    post<Camera>('/api/ops/warehouse/camera/save', settings),
};
