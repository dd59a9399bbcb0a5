// The moderation chunk: the moderators' pages, the report form and their words, fetched the
// first time one is needed, so that other players' first load does not carry them.
export { ModerationPage } from './ModerationPage.tsx';
export { ModerationLogPage } from './ModerationLogPage.tsx';
export { ReportForm } from './ReportForm.tsx';
