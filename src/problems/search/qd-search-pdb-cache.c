/* qd-search-pdb-cache.c — pattern databases kept on disk and in the process.
 *
 * One file per group in $XDG_CACHE_HOME/quandary/pdb (folder 0700), named by
 * its key: tiles-RxC-bB-CELLS.pdb.  The file (data/FORMATS.md "Pattern
 * databases", little-endian): a 64-byte header — the magic "QDPDB\r\n\x1a",
 * version u32 1, rows u8, cols u8, blank goal cell u8, k u8, the k goal cells
 * (8 bytes, unused 0xff), entries u64, FNV-1a 64 checksum of the entries u64,
 * build time µs u64, 16 zero bytes — then the entries, one byte each.
 *
 * A file is mapped read-only and checked (size, header equal to the key,
 * checksum, the goal's entry 0); anything else is a damaged file, built
 * again with a warning and replaced.  A file is written to a temporary name
 * beside it, then renamed: a reader sees the old file or the new one, and two
 * processes building the same table both succeed.  A folder that cannot be
 * written keeps the tables in memory (one warning).
 *
 * The registry shares tables in the process: one entry per key, a table or
 * "being built" (another caller of that key waits for it).
 */
#include "config.h"

#include "qd-search-pdb-private.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/qd-file.h"

#include <glib/gi18n.h>

#define HEADER_SIZE 64
#define VERSION 1
static const char magic[8] = "QDPDB\r\n\x1a";

/* --- the folder -------------------------------------------------------- */

static GMutex registry_lock;
static GCond registry_cond;
static GHashTable *registry;          /* file name → QdSearchPdb (NULL: being built) */
static char *cache_dir_override;
static gboolean warned_read_only;
static QdSearchPdbWarnFunc warn_func;
static gpointer warn_data;

void
qd_search_pdb_set_warn_func (QdSearchPdbWarnFunc func, gpointer data)
{
  g_mutex_lock (&registry_lock);
  warn_func = func;
  warn_data = data;
  g_mutex_unlock (&registry_lock);
}

/* A warning about `path`, to the sink set (else GLib's log). */
static void G_GNUC_PRINTF (2, 3)
warn (const char *path, const char *format, ...)
{
  g_autofree char *message = NULL;
  QdSearchPdbWarnFunc func;
  gpointer data;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_mutex_lock (&registry_lock);
  func = warn_func;
  data = warn_data;
  g_mutex_unlock (&registry_lock);
  if (func != NULL)
    func (path, message, data);
  else
    g_warning ("%s: %s", path, message);
}

char *
qd_search_pdb_cache_dir (void)
{
  char *dir;

  g_mutex_lock (&registry_lock);
  dir = cache_dir_override != NULL ? g_strdup (cache_dir_override)
                                   : g_build_filename (g_get_user_cache_dir (), "quandary", "pdb", NULL);
  g_mutex_unlock (&registry_lock);
  return dir;
}

void
qd_search_pdb_set_cache_dir (const char *dir)
{
  g_mutex_lock (&registry_lock);
  g_free (cache_dir_override);
  cache_dir_override = g_strdup (dir);
  warned_read_only = FALSE;
  g_mutex_unlock (&registry_lock);
}

char *
qd_search_pdb_file_name (const QdSearchPdbKey *key)
{
  GString *name = g_string_new (NULL);

  g_string_printf (name, "tiles-%ux%u-b%u-", key->rows, key->cols, key->blank_goal);
  for (guint i = 0; i < key->k; i++)
    g_string_append_printf (name, "%02x", key->cells[i]);
  g_string_append (name, ".pdb");
  return g_string_free (name, FALSE);
}

/* --- the file ---------------------------------------------------------- */

static guint64
fnv1a64 (const guint8 *data, guint64 length)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (guint64 i = 0; i < length; i++)
    h = (h ^ data[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return h;
}

static void
put_u64 (guint8 *p, guint64 v)
{
  for (guint i = 0; i < 8; i++)
    p[i] = (guint8) (v >> (8 * i));
}

static guint64
get_u64 (const guint8 *p)
{
  guint64 v = 0;

  for (guint i = 0; i < 8; i++)
    v |= (guint64) p[i] << (8 * i);
  return v;
}

static void
write_header (const QdSearchPdb *pdb, guint8 *h)
{
  memset (h, 0, HEADER_SIZE);
  memcpy (h, magic, 8);
  h[8] = VERSION;   /* u32, little-endian */
  h[12] = pdb->key.rows;
  h[13] = pdb->key.cols;
  h[14] = pdb->key.blank_goal;
  h[15] = pdb->key.k;
  memcpy (h + 16, pdb->key.cells, 8);
  put_u64 (h + 24, pdb->n_entries);
  put_u64 (h + 32, fnv1a64 (pdb->entries, pdb->n_entries));
  put_u64 (h + 40, (guint64) MAX (pdb->build_us, 0));
}

static gboolean
damaged (GError **error, const char *what)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s", what);
  return FALSE;
}

static gboolean
check_file (const QdSearchPdbKey *key, const guint8 *data, gsize size, GError **error)
{
  guint64 entries = qd_search_pdb_key_entries (key);
  guint8 goal[QD_SEARCH_PDB_MAX_K];
  QdSearchPdbRank rank;

  if (size < HEADER_SIZE || memcmp (data, magic, 8) != 0)
    return damaged (error, _("not a pattern database"));
  if (data[8] != VERSION || data[9] != 0 || data[10] != 0 || data[11] != 0)
    return damaged (error, _("another version"));
  if (data[12] != key->rows || data[13] != key->cols || data[14] != key->blank_goal || data[15] != key->k ||
      memcmp (data + 16, key->cells, 8) != 0 || get_u64 (data + 24) != entries)
    return damaged (error, _("the header is another table’s"));
  if (size != HEADER_SIZE + entries)
    return damaged (error, _("the size is wrong"));
  if (fnv1a64 (data + HEADER_SIZE, entries) != get_u64 (data + 32))
    return damaged (error, _("the checksum is wrong"));
  memcpy (goal, key->cells, key->k);
  qd_search_pdb_rank_init (&rank, key->rows * key->cols, key->k);
  if (data[HEADER_SIZE + qd_search_pdb_rank_of (&rank, goal)] != 0)
    return damaged (error, _("the goal’s entry is not 0"));
  return TRUE;
}

QdSearchPdb *
qd_search_pdb_load (const QdSearchPdbKey *key, const char *path, GError **error)
{
  g_autoptr(GMappedFile) mapped = NULL;
  const guint8 *data;
  gsize size;
  QdSearchPdb *pdb;
  /* Not g_mapped_file_new: a FIFO in the cache would hang its open (); a
   * file that is not a table is damaged, and rebuilt. */
  int fd = qd_file_open_read (path, error);
  struct stat st;

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      damaged (error, _("not a regular file"));
      return NULL;
    }
  mapped = g_mapped_file_new_from_fd (fd, FALSE, error);
  close (fd);
  if (mapped == NULL)
    return NULL;
  data = (const guint8 *) g_mapped_file_get_contents (mapped);
  size = g_mapped_file_get_length (mapped);
  if (!check_file (key, data, size, error))
    return NULL;
  pdb = qd_search_pdb_new (key);
  pdb->mapped = g_steal_pointer (&mapped);
  pdb->entries = data + HEADER_SIZE;
  pdb->build_us = (gint64) get_u64 (data + 40);
  return pdb;
}

gboolean
qd_search_pdb_save (const QdSearchPdb *pdb, const char *path, GError **error)
{
  static gint counter;
  guint8 header[HEADER_SIZE];
  g_autofree char *temp = g_strdup_printf ("%s.tmp-%d-%d", path, (int) getpid (),
                                           g_atomic_int_add (&counter, 1));
  g_autoptr(GFile) file = g_file_new_for_path (temp);
  QdSaveStream *stream = qd_save_stream_open (file, error);
  gboolean ok;

  if (stream == NULL)
    return FALSE;
  write_header (pdb, header);
  ok = qd_save_stream_write (stream, (const char *) header, HEADER_SIZE);
  /* In pieces: the stream's writes take a gsize, the tables stay below 4 GiB anyway. */
  for (guint64 at = 0; ok && at < pdb->n_entries; at += 1 << 24)
    ok = qd_save_stream_write (stream, (const char *) pdb->entries + at, MIN (pdb->n_entries - at, 1 << 24));
  if (!qd_save_stream_commit (stream, error))
    {
      g_unlink (temp);
      return FALSE;
    }
  if (g_rename (temp, path) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      g_unlink (temp);
      return FALSE;
    }
  return TRUE;
}

/* --- the registry -------------------------------------------------------- */

/* The table of a key from the folder, else built (and saved). */
static QdSearchPdb *
load_or_build (const QdSearchPdbKey *key, const char *name, const gint *stop, QdProgress *progress,
               QdSearchPdbSource *source, GError **error)
{
  g_autofree char *dir = qd_search_pdb_cache_dir ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) local = NULL;
  QdSearchPdb *pdb;

  pdb = qd_search_pdb_load (key, path, &local);
  if (pdb != NULL)
    {
      *source = QD_SEARCH_PDB_LOADED;
      return pdb;
    }
  /* A file that cannot be opened is built (and written, if it can be) in
   * silence; one that opens and fails the checks was damaged. */
  if (local->domain == G_IO_ERROR && local->code == G_IO_ERROR_INVALID_DATA)
    warn (path, _("the cached pattern database was damaged (%s): building it again"), local->message);
  pdb = qd_search_pdb_build (key, stop, progress, error);
  if (pdb == NULL)
    return NULL;
  *source = QD_SEARCH_PDB_BUILT;
  g_clear_error (&local);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    g_set_error_literal (&local, G_IO_ERROR, g_io_error_from_errno (errno), g_strerror (errno));
  if (local != NULL || !qd_search_pdb_save (pdb, path, &local))
    {
      gboolean first;

      g_mutex_lock (&registry_lock);
      first = !warned_read_only;
      warned_read_only = TRUE;
      g_mutex_unlock (&registry_lock);
      if (first)
        warn (dir, _("pattern databases cannot be cached in this folder (%s): they are kept in memory"),
              local->message);
    }
  return pdb;
}

QdSearchPdb *
qd_search_pdb_get (const QdSearchPdbKey *key, const gint *stop, QdProgress *progress,
                   QdSearchPdbSource *source, GError **error)
{
  g_autofree char *name = qd_search_pdb_file_name (key);
  QdSearchPdbSource from = QD_SEARCH_PDB_SHARED;
  QdSearchPdb *pdb = NULL;
  gpointer value;

  g_mutex_lock (&registry_lock);
  if (registry == NULL)
    registry = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                      (GDestroyNotify) qd_search_pdb_unref);
  for (;;)
    {
      if (!g_hash_table_lookup_extended (registry, name, NULL, &value))
        {
          g_hash_table_insert (registry, g_strdup (name), NULL);   /* ours to build */
          break;
        }
      if (value != NULL)
        {
          pdb = qd_search_pdb_ref (value);
          break;
        }
      g_cond_wait (&registry_cond, &registry_lock);   /* another thread builds it */
    }
  g_mutex_unlock (&registry_lock);
  if (pdb == NULL)
    {
      pdb = load_or_build (key, name, stop, progress, &from, error);
      g_mutex_lock (&registry_lock);
      if (pdb != NULL)
        g_hash_table_insert (registry, g_strdup (name), qd_search_pdb_ref (pdb));
      else
        g_hash_table_remove (registry, name);
      g_cond_broadcast (&registry_cond);
      g_mutex_unlock (&registry_lock);
    }
  if (source != NULL)
    *source = from;
  return pdb;
}

void
qd_search_pdb_registry_clear (void)
{
  GHashTableIter iter;
  gpointer value;

  g_mutex_lock (&registry_lock);
  if (registry != NULL)
    {
      /* Entries being built stay: their builders put their tables in. */
      g_hash_table_iter_init (&iter, registry);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        if (value != NULL)
          g_hash_table_iter_remove (&iter);
    }
  g_mutex_unlock (&registry_lock);
}
