// The shell popup of a page view, as a classic inline script that ShellPopups.astro writes right after the dialogs, at
// the top of the body: it runs while the page is parsed, so a first visit's notice (the page's largest paint) is up
// with the first paint instead of after every module script of the page. Written small by hand, like HeadScript.astro
// (it is counted on every page); tests/unit/shell/popup-opener.test.ts runs this very text against a fake page.
//
// Rule: the active notice on the first view of a session, the sponsor popup on a later view, never both; each once a
// session (sessionStorage; storage refused, the popup may show again, which is harmless). Browser automation opts in
// with nsfl:auto-dialogs=on: other pages' tests would be blocked by a modal on every fresh session. The close button
// and a click on the backdrop close it; opened on arrival it has no opener to give focus back to, so focus leaves it.
export const POPUP_KEYS = {
  notice: 'nsfl:notice-seen',
  sponsor: 'nsfl:sponsor-seen',
  auto: 'nsfl:auto-dialogs',
} as const;

export const POPUP_OPENER = `!function(d,k){function g(x){try{return sessionStorage.getItem(x)}catch(e){return null}}if(navigator.webdriver&&g(k.auto)!=="on")return;var n=d.getElementById("notice-dialog"),p=d.getElementById("sponsor-popup"),w=n&&n.showModal&&g(k.notice)!=="1"?[n,k.notice]:p&&p.showModal&&g(k.sponsor)!=="1"?[p,k.sponsor]:0;if(!w)return;var o=w[0];try{sessionStorage.setItem(w[1],"1")}catch(e){}o.querySelector("[data-popup-close]").addEventListener("click",function(){o.close()});o.addEventListener("click",function(e){e.target===o&&o.close()});o.addEventListener("close",function(){var a=d.activeElement;a&&o.contains(a)&&a.blur()});o.showModal()}(document,${JSON.stringify(POPUP_KEYS)})`;
