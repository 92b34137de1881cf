export { AlertLinkPage } from './AlertLinkPage/AlertLinkPage.tsx';
export { AlertManagePage } from './AlertManagePage/AlertManagePage.tsx';
export { AlertsPanel } from './AlertsPanel/AlertsPanel.tsx';
export { alertSearchOf } from './alert-search.ts';
export { jobAlertMessages } from './messages.ts';
export { NewAlertForm } from './NewAlertForm/NewAlertForm.tsx';
