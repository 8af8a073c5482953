import { z } from 'zod';
import { requiredText } from './fields';

/** Texts of the mobile app download; the spec names none beyond the upload ones, so these are ours. */
export const APP_VERSION_MSG = {
  versionRequerida: 'Versión es requerida',
  versionInvalida: 'La versión solo admite números y letras separados por puntos o guiones (ej. 2.5)',
  archivoRequerido: 'Seleccione el archivo APK',
  publicada: 'Aplicación publicada',
  /** The overflow-menu entry (spec 1 §2.1: the download shows the version). */
  descargar: (version: string) => `Descargar aplicación (v${version})`,
} as const;

const VERSION_OR_EMPTY = /^$|^[0-9A-Za-z]+([.-][0-9A-Za-z]+)*$/;

/** 'Publicar aplicación móvil': the version label sent beside the APK file (multipart field `version`). */
export const appVersionForm = z.object({
  version: requiredText(20, APP_VERSION_MSG.versionRequerida).regex(
    VERSION_OR_EMPTY,
    APP_VERSION_MSG.versionInvalida,
  ),
});
export type AppVersionFormInput = z.input<typeof appVersionForm>;
export type AppVersionForm = z.output<typeof appVersionForm>;

/** Spec 3 §3 'App version': text, icon, version and the apk name (`nombre`, served at /downloads/{nombre}). */
export const appVersion = z.object({
  text: z.string(),
  icon: z.string(),
  version: z.string(),
  nombre: z.string(),
});
export type AppVersion = z.infer<typeof appVersion>;

/** GET app/last/version: the newest published package, or null while none has been published. */
export const lastAppVersionResponse = appVersion.nullable();

/** POST app/version. */
export const publishAppVersionResponse = z.object({
  success: z.object({ message: z.string(), resultado: appVersion }),
});
export type PublishAppVersionResponse = z.infer<typeof publishAppVersionResponse>;

/** Where the browser downloads a package (outside /api: a plain navigation, spec 3 §7). */
export const appDownloadPath = (nombre: string) => `/downloads/${encodeURIComponent(nombre)}`;
