// The performance floor (docs/performance.md): the smallest react-admin app there is, one <Admin>
// and one <Resource> with ListGuesser on ra-data-simple-rest, built with the console's versions as
// published (bench/floor/vite.config.ts undoes the console's patches for it).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

// The bench serves the API on a port of its choosing and passes it in the query string.
const apiUrl = new URLSearchParams(window.location.search).get('api') ?? 'http://127.0.0.1:8787';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={simpleRestProvider(apiUrl)}>
      <Resource name="complaints" list={ListGuesser} />
    </Admin>
  </StrictMode>,
);
