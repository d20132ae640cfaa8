/* qd-file-tree.c — folder trees removed whatever a program made of them,
 * and folders of a process's own that a later run removes if it died
 * (qd-file.h). */
#define _GNU_SOURCE
#include "config.h"
#include "qd-file.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* Opens the folder `name` of `parent` to remove what it holds, opening it
 * up first when its mode keeps us out (it is ours, or we are root). */
static int
open_folder (int parent, const char *name)
{
  int fd = openat (parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

  if (fd < 0 && errno == EACCES && fchmodat (parent, name, 0700, 0) == 0)
    fd = openat (parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0)
    fchmod (fd, 0700);   /* to remove its entries: they may be read-only */
  return fd;
}

/* Empties the folder `fd` (which it closes) and everything below, going
 * down one folder at a time and back up by "..": no path is ever built, so
 * no depth is too deep, and at most two descriptors are open.  `skipped`
 * keeps the entries that cannot be removed, by folder depth, so that the
 * walk does not find them again. */
static void
empty_folder (int fd)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);   /* the way down */
  g_autoptr(GPtrArray) skipped = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);

  g_ptr_array_add (skipped, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL));
  for (;;)
    {
      g_autofree char *name = NULL;
      gboolean folder = FALSE, found = FALSE;
      GHashTable *passed = skipped->pdata[skipped->len - 1];
      int copy = dup (fd);
      DIR *dir = copy >= 0 ? fdopendir (copy) : NULL;
      struct dirent *e;

      if (dir == NULL && copy >= 0)
        close (copy);
      /* The copy shares the descriptor's place in the folder: from its start. */
      if (dir != NULL)
        rewinddir (dir);
      while (dir != NULL && (e = readdir (dir)) != NULL)
        {
          struct stat st;

          if (g_str_equal (e->d_name, ".") || g_str_equal (e->d_name, "..") ||
              g_hash_table_contains (passed, e->d_name))
            continue;
          folder = fstatat (fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR (st.st_mode);
          name = g_strdup (e->d_name);
          found = TRUE;
          break;
        }
      if (dir != NULL)
        closedir (dir);
      if (found && !folder)
        {
          if (unlinkat (fd, name, 0) != 0)
            g_hash_table_add (passed, g_steal_pointer (&name));
          continue;
        }
      if (found)
        {
          int child = open_folder (fd, name);

          if (child < 0)
            {
              g_hash_table_add (passed, g_steal_pointer (&name));
              continue;
            }
          close (fd);
          fd = child;
          g_ptr_array_add (names, g_steal_pointer (&name));
          g_ptr_array_add (skipped, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL));
          continue;
        }
      /* Empty (but what could not go): back up, and remove it. */
      if (names->len == 0)
        break;
      {
        int parent = openat (fd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        const char *mine = names->pdata[names->len - 1];

        close (fd);
        if (parent < 0)
          return;
        fd = parent;
        g_ptr_array_set_size (skipped, skipped->len - 1);
        if (unlinkat (fd, mine, AT_REMOVEDIR) != 0)
          g_hash_table_add (skipped->pdata[skipped->len - 1], g_strdup (mine));
        g_ptr_array_set_size (names, names->len - 1);
      }
    }
  close (fd);
}

void
qd_file_remove_tree (const char *path)
{
  g_autofree char *parent_path = g_path_get_dirname (path);
  g_autofree char *name = g_path_get_basename (path);
  GStatBuf st;
  int parent, fd;

  if (g_lstat (path, &st) != 0)
    return;
  if (!S_ISDIR (st.st_mode))
    {
      g_unlink (path);
      return;
    }
  parent = open (parent_path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (parent < 0)
    return;
  fd = open_folder (parent, name);
  if (fd >= 0)
    empty_folder (fd);
  unlinkat (parent, name, AT_REMOVEDIR);
  close (parent);
}

char *
qd_file_make_locked_folder (const char *parent, const char *prefix, int *lock, GError **error)
{
  g_autofree char *template = g_strdup_printf ("%s/%s-XXXXXX", parent != NULL ? parent : g_get_tmp_dir (), prefix);
  int fd;

  *lock = -1;
  if (g_mkdtemp_full (template, 0700) == NULL)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", template, g_strerror (saved));
      return NULL;
    }
  fd = open (template, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      if (fd >= 0)
        close (fd);
      g_rmdir (template);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", template, g_strerror (saved));
      return NULL;
    }
  *lock = fd;
  return g_steal_pointer (&template);
}

guint
qd_file_clean_stale_folders (const char *parent, const char *prefix)
{
  const char *where = parent != NULL ? parent : g_get_tmp_dir ();
  g_autoptr(GDir) dir = g_dir_open (where, 0, NULL);
  g_autofree char *start = g_strconcat (prefix, "-", NULL);
  const char *name;
  guint removed = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;
      int fd;

      if (!g_str_has_prefix (name, start))
        continue;
      path = g_build_filename (where, name, NULL);
      fd = open (path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (fd < 0)
        continue;
      /* Ours, and no process of ours holds it. */
      if (fstat (fd, &st) == 0 && st.st_uid == getuid () && flock (fd, LOCK_EX | LOCK_NB) == 0)
        {
          qd_file_remove_tree (path);
          removed += !g_file_test (path, G_FILE_TEST_EXISTS);
        }
      close (fd);
    }
  return removed;
}
