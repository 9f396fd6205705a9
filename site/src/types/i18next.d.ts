import 'i18next';

declare module 'i18next' {
  // Every key exists in both languages (checked at build), so `t` never returns null.
  interface CustomTypeOptions {
    returnNull: false;
  }
}
