import { checkSiteConfig } from '@site/shared/config';
import { registerSiteRemotes } from '@site/shared/federation';
import './styles/global.scss';

checkSiteConfig();
registerSiteRemotes();
// The regions' code (the shell's components, the router) is evaluated in a task of its own, after
// this one has evaluated the shared code: two shorter tasks instead of one long one. It is in
// this chunk (`eager`), so the split costs no request.
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './app/startRegions').then(({ startRegions }) =>
    startRegions(),
  );
}, 0);
