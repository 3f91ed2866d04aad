/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_BUILDER_API_URL?: string;
  readonly VITE_STORE_API_URL?: string;
}
