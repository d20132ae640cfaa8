/* qd-drafts.c — the store of drafts (see qd-drafts.h). */
#include "config.h"
#include "qd-drafts.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/qd-file.h"

#define GROUP "Draft"

struct _QdDraftStore {
  char *dir;
  char *instance;     /* "<pid>-<random>": the prefix of this store's files */
  int lock_fd;
};

void
qd_draft_free (QdDraft *draft)
{
  if (draft == NULL)
    return;
  g_free (draft->problem);
  g_free (draft->title);
  g_free (draft->uri);
  g_free (draft->contents);
  g_free (draft->path);
  g_free (draft);
}

char *
qd_drafts_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "quandary", "drafts", NULL);
}

static char *
lock_path (const char *dir, const char *instance)
{
  g_autofree char *name = g_strconcat (instance, ".lock", NULL);

  return g_build_filename (dir, name, NULL);
}

static char *
draft_path (QdDraftStore *store, guint key)
{
  g_autofree char *name = g_strdup_printf ("%s-%u.draft", store->instance, key);

  return g_build_filename (store->dir, name, NULL);
}

QdDraftStore *
qd_draft_store_new (GError **error)
{
  QdDraftStore *store = g_new0 (QdDraftStore, 1);
  g_autofree char *lock = NULL;

  store->dir = qd_drafts_dir ();
  store->instance = g_strdup_printf ("%d-%08x", (int) getpid (), g_random_int ());
  store->lock_fd = -1;
  if (g_mkdir_with_parents (store->dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", store->dir, g_strerror (saved));
      qd_draft_store_close (store);
      return NULL;
    }
  lock = lock_path (store->dir, store->instance);
  store->lock_fd = g_open (lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (store->lock_fd < 0 || flock (store->lock_fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", lock, g_strerror (saved));
      qd_draft_store_close (store);
      return NULL;
    }
  return store;
}

/* Removes the files of `instance` in `dir`: its drafts, then its lock. */
static void
remove_instance (const char *dir, const char *instance)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = g_strconcat (instance, "-", NULL);
  g_autofree char *lock = lock_path (dir, instance);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, ".draft"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_unlink (path);
      }
  g_unlink (lock);
}

void
qd_draft_store_close (QdDraftStore *store)
{
  if (store == NULL)
    return;
  if (store->lock_fd >= 0)
    {
      remove_instance (store->dir, store->instance);
      close (store->lock_fd);
    }
  g_free (store->dir);
  g_free (store->instance);
  g_free (store);
}

gboolean
qd_draft_store_write (QdDraftStore *store, guint key, const QdDraft *draft, GError **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *path = draft_path (store, key);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  gsize length;

  g_key_file_set_string (keys, GROUP, "problem", draft->problem);
  g_key_file_set_string (keys, GROUP, "title", draft->title);
  g_key_file_set_string (keys, GROUP, "uri", draft->uri != NULL ? draft->uri : "");
  g_key_file_set_string (keys, GROUP, "contents", draft->contents);
  text = g_key_file_to_data (keys, &length, NULL);
  return qd_save_text (file, text, (gssize) length, error);
}

void
qd_draft_store_remove (QdDraftStore *store, guint key)
{
  g_autofree char *path = draft_path (store, key);

  g_unlink (path);
}

/* TRUE when no process holds the lock of `instance` any more. */
static gboolean
instance_is_dead (const char *dir, const char *instance)
{
  g_autofree char *lock = lock_path (dir, instance);
  /* Never blocks: a FIFO where a lock should be is no lock (and no store). */
  int fd = g_open (lock, O_RDWR | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0);
  struct stat st;
  gboolean dead;

  if (fd < 0)
    return errno == ENOENT;   /* drafts without a lock: their store is gone */
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return FALSE;
    }
  dead = flock (fd, LOCK_EX | LOCK_NB) == 0;
  close (fd);   /* also releases the lock just taken */
  return dead;
}

/* The whole of a regular file, opened without blocking and without following
 * a link, at most QD_FILE_MAX_SIZE bytes; FALSE otherwise. */
static gboolean
read_regular (const char *path, char **text, gsize *length)
{
  int fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0);
  g_autoptr(GString) data = NULL;
  struct stat st;
  char buffer[65536];
  gssize n;

  if (fd < 0)
    return FALSE;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return FALSE;
    }
  data = g_string_new (NULL);
  while ((n = read (fd, buffer, sizeof buffer)) > 0 && data->len <= QD_FILE_MAX_SIZE)
    g_string_append_len (data, buffer, n);
  close (fd);
  if (n < 0 || data->len > QD_FILE_MAX_SIZE)
    return FALSE;
  *length = data->len;
  *text = g_string_free (g_steal_pointer (&data), FALSE);
  return TRUE;
}

static QdDraft *
read_draft (const char *path)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *text = NULL;
  gsize length;
  QdDraft *draft;

  if (!read_regular (path, &text, &length) ||
      !g_key_file_load_from_data (keys, text, length, G_KEY_FILE_NONE, NULL))
    return NULL;
  draft = g_new0 (QdDraft, 1);
  draft->problem = g_key_file_get_string (keys, GROUP, "problem", NULL);
  draft->title = g_key_file_get_string (keys, GROUP, "title", NULL);
  draft->uri = g_key_file_get_string (keys, GROUP, "uri", NULL);
  draft->contents = g_key_file_get_string (keys, GROUP, "contents", NULL);
  draft->path = g_strdup (path);
  if (draft->problem == NULL || draft->title == NULL || draft->uri == NULL || draft->contents == NULL)
    g_clear_pointer (&draft, qd_draft_free);
  return draft;
}

static gint
older_first (gconstpointer a, gconstpointer b)
{
  const QdDraft *x = *(QdDraft **) a, *y = *(QdDraft **) b;
  GStatBuf sa, sb;

  if (g_stat (x->path, &sa) != 0 || g_stat (y->path, &sb) != 0 || sa.st_mtime == sb.st_mtime)
    return g_strcmp0 (x->path, y->path);
  return sa.st_mtime < sb.st_mtime ? -1 : 1;
}

char *
qd_draft_store_set_aside (QdDraftStore *store, const char *path, GError **error)
{
  g_autofree char *aside = g_build_filename (store->dir, "unreadable", NULL);
  g_autofree char *base = g_path_get_basename (path);
  char *target = NULL;

  if (g_mkdir_with_parents (aside, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", aside, g_strerror (saved));
      return NULL;
    }
  /* Never over one set aside before: base, base.2, base.3, … */
  for (guint k = 1; target == NULL; k++)
    {
      g_autofree char *name = k == 1 ? g_strdup (base) : g_strdup_printf ("%s.%u", base, k);
      char *candidate = g_build_filename (aside, name, NULL);

      if (!g_file_test (candidate, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
        target = candidate;
      else
        g_free (candidate);
    }
  if (g_rename (path, target) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      g_free (target);
      return NULL;
    }
  return target;
}

GPtrArray *
qd_draft_store_orphans (QdDraftStore *store, GPtrArray *set_aside)
{
  GPtrArray *orphans = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_draft_free);
  g_autoptr(GDir) listing = g_dir_open (store->dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      const char *dash = strrchr (name, '-');
      g_autofree char *instance = NULL;
      g_autofree char *path = NULL;
      QdDraft *draft;

      GStatBuf st;

      if (!g_str_has_suffix (name, ".draft") || dash == NULL)
        continue;
      instance = g_strndup (name, dash - name);
      if (strcmp (instance, store->instance) == 0 || !instance_is_dead (store->dir, instance))
        continue;
      path = g_build_filename (store->dir, name, NULL);
      /* Only regular files: a FIFO, a device, a folder or a link left there
       * is not ours, and left alone (opening a FIFO would block). */
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode))
        continue;
      draft = read_draft (path);
      if (draft != NULL)
        g_ptr_array_add (orphans, draft);
      else
        {
          /* Unreadable is not unwanted: the user's work is kept aside, never
           * deleted unread. */
          char *aside = qd_draft_store_set_aside (store, path, NULL);

          if (aside != NULL && set_aside != NULL)
            g_ptr_array_add (set_aside, aside);
          else
            g_free (aside);
        }
    }
  g_ptr_array_sort (orphans, older_first);
  return orphans;
}

void
qd_draft_store_forget (QdDraftStore *store, GPtrArray *orphans)
{
  for (guint i = 0; i < orphans->len; i++)
    {
      const QdDraft *draft = orphans->pdata[i];
      g_autofree char *base = g_path_get_basename (draft->path);
      const char *dash = strrchr (base, '-');

      g_unlink (draft->path);
      if (dash != NULL)
        {
          g_autofree char *instance = g_strndup (base, dash - base);

          /* The dead store's lock goes with its last draft. */
          if (instance_is_dead (store->dir, instance))
            remove_instance (store->dir, instance);
        }
    }
}
