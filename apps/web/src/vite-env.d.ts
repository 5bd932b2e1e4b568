/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The privacy contact address shown on the privacy policy (optional, set at build time). */
  readonly VITE_PRIVACY_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
