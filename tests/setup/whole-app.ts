import { configure } from '@testing-library/react';

// The whole-app tests (project `app`) import the whole console afresh in each file and load its
// lazy areas on the first render: with a second `npm test` beside this one, the first screen took
// over the 12 s of tests/setup/dom.ts (the tenant switcher's test failed so, at 28 s). Their waits get
// 30 s; the time they take still shows in the suite's time.
configure({ asyncUtilTimeout: 30000 });
