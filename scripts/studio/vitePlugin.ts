// Vite plugin of `npm run studio` only (never in vite.config.ts, so never in a build): turns the content plugin's full reload on a flows/,
// content/ or locales/ change into a message, so a save does not reload the editor's page (the
// preview already shows the change; the studio page reloads its texts when it hears of it).
import type { Plugin } from 'vite';

export const CONTENT_CHANGED = 'studio:content-changed';

/** `version`: the content's version now (ChangeChecker.version), sent with the message. */
export function studioPlugin(version: () => string): Plugin {
  return {
    name: 'solshare-studio',
    configResolved(config) {
      const flows = config.plugins.find((p) => p.name === 'solshare-flows');
      if (!flows) throw new Error('the studio needs the solshare-flows plugin of vite.config.ts');
      flows.handleHotUpdate = ({ file, server }) => {
        if (!/[/\\](flows|locales|content)[/\\]/.test(file)) return;
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(mod);
        }
        // with the version, so the page that saved (and has reloaded already) does not load its model twice
        server.ws.send({ type: 'custom', event: CONTENT_CHANGED, data: { version: version() } });
        return [];
      };
    },
  };
}
