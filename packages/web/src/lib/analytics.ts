/** Pushes an event to the organization's Google Tag Manager data layer. */
export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** The standard GTM loader, for the document head. */
export function googleTagManagerSnippet(id: string): string {
  const safeId = id.replace(/[^A-Z0-9-]/gi, '');
  return `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${safeId}');</script>`;
}
