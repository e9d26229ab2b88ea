/** Dates and numbers as the admin pages show them: Karachi time, the office's clock. */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Karachi",
});
const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Asia/Karachi" });
const number = new Intl.NumberFormat("en-US");
const time = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Asia/Karachi" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatNumber = (value: number) => number.format(value);
/** "14:30": the time of day in Karachi. */
export const formatTime = (iso: string) => time.format(new Date(iso));
