/* qd-file-pair.c — several files saved as one (a puzzle and its word list).
 *
 * Two renames cannot be one, so the save is made recoverable instead: every
 * text is first written and synced to a temporary file ".NAME.XXXXXX" beside
 * its destination; then a journal ".NAME.quandary-save" beside the first
 * destination lists the renames still to do; then the renames are done and
 * the journal removed.  Until the journal exists nothing has changed; once it
 * exists every new text is on disk, and reading the first file completes the
 * renames (qd_file_finish_pair).  The journal is "quandary-save 1\n" followed
 * by NUL-terminated paths, temporary file then destination, pair by pair. */
#include "config.h"
#include "qd-file.h"
#include "qd-file-private.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>

#define JOURNAL_MAGIC "quandary-save 1\n"
#define JOURNAL_MAX_SIZE (64 * 1024)

typedef struct {
  char *target;   /* the destination, links resolved; NULL: written directly */
  char *temp;     /* the temporary file beside it, once made */
} Entry;

static char *
journal_path (const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *name = g_strconcat (".", base, ".quandary-save", NULL);

  return g_build_filename (dir, name, NULL);
}

static void
set_errno_error (GError **error, int saved, const char *name)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Could not save “%s”: %s"), name,
               g_strerror (saved));
}

/* Writes `text` to a new temporary file beside entry->target, with the mode
 * of the file it replaces, synced to the disk. */
static gboolean
write_temp (Entry *entry, const char *text, const char *name, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (entry->target);
  g_autofree char *base = g_path_get_basename (entry->target);
  g_autofree char *pattern = g_strconcat (".", base, ".XXXXXX", NULL);
  char *temp = g_build_filename (dir, pattern, NULL);
  gsize length = strlen (text);
  gsize done = 0;
  struct stat st;
  gboolean existed = stat (entry->target, &st) == 0;
  int fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, existed ? (int) (st.st_mode & 07777) : 0666);

  if (fd < 0)
    {
      set_errno_error (error, errno, name);
      g_free (temp);
      return FALSE;
    }
  entry->temp = temp;
  if (existed)
    (void) fchmod (fd, st.st_mode & 07777);
  while (done < length)
    {
      ssize_t wrote = write (fd, text + done, length - done);

      if (wrote < 0 && errno == EINTR)
        continue;
      if (wrote < 0)
        break;
      done += (gsize) wrote;
    }
  if (done < length || fsync (fd) != 0)
    {
      set_errno_error (error, errno, name);
      close (fd);
      return FALSE;
    }
  if (close (fd) != 0)
    {
      set_errno_error (error, errno, name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
write_journal (const char *path, const Entry *entries, guint n, GError **error)
{
  g_autoptr(GString) text = g_string_new (JOURNAL_MAGIC);

  for (guint i = 0; i < n; i++)
    if (entries[i].temp != NULL)
      {
        g_string_append_len (text, entries[i].temp, (gssize) strlen (entries[i].temp) + 1);
        g_string_append_len (text, entries[i].target, (gssize) strlen (entries[i].target) + 1);
      }
  return g_file_set_contents_full (path, text->str, (gssize) text->len,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0600, error);
}

static void
entries_free (Entry *entries, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      if (entries[i].temp != NULL)
        g_unlink (entries[i].temp);
      g_free (entries[i].temp);
      g_free (entries[i].target);
    }
  g_free (entries);
}

/* Where files[i] is written by a rename: its path with links resolved, or
 * NULL when it is written directly (not local, stdout, a FIFO, a device). */
static char *
rename_target (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char *target;
  struct stat st;

  if (path == NULL || qd_file_is_stdout_alias (path))
    return NULL;
  target = qd_file_resolve_links (path);
  if (target != NULL && stat (target, &st) == 0 && !S_ISREG (st.st_mode))
    g_clear_pointer (&target, g_free);
  return target;
}

gboolean
qd_save_texts (guint n, GFile *const *files, const char *const *texts, GError **error)
{
  Entry *entries = g_new0 (Entry, n);
  g_autofree char *journal = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (n > 0, FALSE);
  for (guint i = 0; i < n && ok; i++)
    {
      g_autofree char *name = qd_file_display_name (files[i]);

      ok = qd_file_check_writable (files[i], error);
      entries[i].target = rename_target (files[i]);
      if (ok && entries[i].target != NULL)
        ok = write_temp (&entries[i], texts[i], name, error);
    }
  if (ok && entries[0].target != NULL)
    {
      journal = journal_path (entries[0].target);
      ok = write_journal (journal, entries, n, error);
      if (!ok)
        g_clear_pointer (&journal, g_free);
    }
  /* From here the new texts are kept: direct writes, then the renames. */
  for (guint i = 0; i < n && ok; i++)
    if (entries[i].target == NULL)
      ok = qd_save_text (files[i], texts[i], -1, error);
  for (guint i = 0; i < n; i++)
    if (entries[i].temp != NULL && (ok || journal != NULL))
      {
        if (g_rename (entries[i].temp, entries[i].target) != 0)
          {
            g_autofree char *name = qd_file_display_name (files[i]);

            if (ok)
              set_errno_error (error, errno, name);
            ok = FALSE;
            continue;
          }
        g_clear_pointer (&entries[i].temp, g_free);
      }
  if (journal != NULL)
    g_unlink (journal);
  entries_free (entries, n);
  return ok;
}

/* A temporary file a journal may name for `target`: ".BASE.XXXXXX" in the
 * same folder, a regular file of this user. */
static gboolean
is_temp_of (const char *temp, const char *target)
{
  g_autofree char *temp_dir = g_path_get_dirname (temp);
  g_autofree char *target_dir = g_path_get_dirname (target);
  g_autofree char *temp_base = g_path_get_basename (temp);
  g_autofree char *target_base = g_path_get_basename (target);
  g_autofree char *prefix = g_strconcat (".", target_base, ".", NULL);
  struct stat st;

  return strcmp (temp_dir, target_dir) == 0 && g_str_has_prefix (temp_base, prefix) &&
         strlen (temp_base) == strlen (prefix) + 6 && lstat (temp, &st) == 0 && S_ISREG (st.st_mode) &&
         st.st_uid == getuid ();
}

void
qd_file_finish_pair (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *target = NULL;
  g_autofree char *journal = NULL;
  g_autofree char *text = NULL;
  gsize length;
  struct stat st;

  if (path == NULL || qd_file_is_stdout_alias (path))
    return;
  target = qd_file_resolve_links (path);
  if (target == NULL)
    return;
  journal = journal_path (target);
  if (lstat (journal, &st) != 0 || !S_ISREG (st.st_mode) || st.st_uid != getuid () ||
      st.st_size > JOURNAL_MAX_SIZE || !g_file_get_contents (journal, &text, &length, NULL))
    return;
  if (g_str_has_prefix (text, JOURNAL_MAGIC))
    {
      const char *p = text + strlen (JOURNAL_MAGIC);
      const char *end = text + length;

      while (p < end)
        {
          const char *temp = p;
          const char *dest = memchr (temp, '\0', (gsize) (end - temp));

          if (dest == NULL || ++dest >= end || memchr (dest, '\0', (gsize) (end - dest)) == NULL)
            break;
          p = dest + strlen (dest) + 1;
          if (is_temp_of (temp, dest))
            g_rename (temp, dest);
        }
    }
  g_unlink (journal);
}
