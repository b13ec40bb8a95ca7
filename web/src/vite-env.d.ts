/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_EMAIL?: string;
  readonly VITE_COMPANY_WHATSAPP?: string;
  readonly VITE_COMPANY_FACEBOOK_URL?: string;
  readonly VITE_COMPANY_LINKEDIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
