/** What other areas use of administration: its calls, their query keys and writes, and the column settings of a report list. */
export { accessApi, type OutboxMail, type PendingAccount } from './api';
export { ColumnSettingsButton, useColumnSettings } from './column-settings';
export { adminKeys, useAdminWrite } from './queries';
