/* qd-drafts.h — drafts of unsaved documents, so a crash or a kill loses
 * nothing (like GNOME Text Editor).
 *
 * Each window keeps a store in the user's state folder
 * ($XDG_STATE_HOME/quandary/drafts/): one file per modified page, written
 * atomically every few seconds and when the window is asked to close,
 * removed when the page is saved, closed or its edits discarded.  A store
 * holds a lock (flock on <instance>.lock) while its window lives; at the
 * next start the drafts of every store whose lock is free (its process
 * died) are offered back.  GLib only: the window does the rest. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  char *problem;      /* the problem id */
  char *title;        /* the tab's title */
  char *uri;          /* the document's file, or "" when untitled */
  char *contents;     /* the document in its file format */
  char *path;         /* the draft's own file (set when listed) */
} QdDraft;

void     qd_draft_free (QdDraft *draft);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdDraft, qd_draft_free)

typedef struct _QdDraftStore QdDraftStore;

/* The drafts folder: $XDG_STATE_HOME/quandary/drafts. */
char         *qd_drafts_dir           (void);
/* A new store of this process in the drafts folder, locked; NULL and an
 * error when the folder cannot be made. */
QdDraftStore *qd_draft_store_new      (GError **error);
/* Releases the lock and removes the store's files: for a clean end, when
 * every page was saved or its edits discarded. */
void          qd_draft_store_close    (QdDraftStore *store);
/* Writes (replaces) the draft under `key` (one per page). */
gboolean      qd_draft_store_write    (QdDraftStore *store, guint key, const QdDraft *draft, GError **error);
void          qd_draft_store_remove   (QdDraftStore *store, guint key);
/* The drafts left by stores whose process is gone (QdDraft, path set), the
 * oldest first.  Only regular files are read (opened without blocking or
 * following links; anything else there is left alone); a draft that cannot
 * be read (not a key file, cut short, too large, no permission) is moved
 * aside (qd_draft_store_set_aside), its new path added to `set_aside`
 * (nullable, strings): never deleted unread. */
GPtrArray    *qd_draft_store_orphans  (QdDraftStore *store, GPtrArray *set_aside);
/* Moves the draft file `path` into the drafts folder's unreadable/ (a name
 * of its own there, never over another): its new path, or NULL and an
 * error. */
char         *qd_draft_store_set_aside (QdDraftStore *store, const char *path, GError **error);
/* Deletes orphans (after they were restored or discarded) and the locks of
 * their dead stores. */
void          qd_draft_store_forget   (QdDraftStore *store, GPtrArray *orphans);

G_END_DECLS
