/// <reference types="vite/client" />
// `import.meta.env.SSR` (true in the server build, false in the browser's) lets server-only
// code such as a route's prefetch stay out of the browser bundle (app/area.ts `page`).
