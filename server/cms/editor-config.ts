import collections from "#web/assets/generated/cms-collections.json" with { type: "json" };

export type EditorSettings = {
  production: boolean;
  publicUrl: string;
  githubRepo?: string | undefined;
  branch: string;
  localBackendUrl?: string | undefined;
};

/** Where the editor reads and writes: GitHub in production, the working tree through Decap's proxy otherwise. */
export function editorBackend(settings: EditorSettings) {
  if (settings.githubRepo)
    return {
      backend: {
        name: "github",
        repo: settings.githubRepo,
        branch: settings.branch,
        base_url: new URL(settings.publicUrl).origin,
        auth_endpoint: "api/cms/auth",
      },
    };
  if (settings.production) return undefined;
  return {
    // Decap needs a backend named even when the local proxy answers every call.
    backend: { name: "git-gateway", branch: settings.branch },
    local_backend: { url: localBackendUrl(settings) },
  };
}

export function localBackendUrl(settings: EditorSettings): string {
  return settings.localBackendUrl ?? "http://localhost:8081/api/v1";
}

/**
 * The editor's whole configuration (Decap reads YAML, and JSON is YAML): the collections come
 * from the content's own schemas (scripts/build/cms-collections.ts).
 */
export function editorConfig(settings: EditorSettings) {
  const backend = editorBackend(settings);
  if (!backend) return undefined;
  return {
    ...backend,
    load_config_file: false,
    site_url: settings.publicUrl,
    display_url: settings.publicUrl,
    // Pictures live beside the entry that shows them; the build's pipeline makes their formats.
    media_folder: "content",
    public_folder: "",
    editor: { preview: true },
    collections,
  };
}
