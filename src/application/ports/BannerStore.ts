// Port: remembers that the visitor dismissed the mobile demo banner, across pages and reloads (HOME-20
// "once dismissed it stays hidden"). The adapter (localStorage or a cookie) is written by the lead.
export interface BannerStore {
  /** True once the visitor has dismissed the banner on this browser. */
  isDismissed(): boolean;
  /** Records the dismissal; it must survive a reload. */
  rememberDismissed(): void;
}
