/* qd-sandbox-uid.c — the user a program root starts is outside its
 * sandbox, and what this user namespace allows of users and groups
 * (qd-sandbox.h).
 *
 * The rule (docs/grading.md, "Run as root"): a sandbox's user is a number
 * this grader can prove no one else has, and holds while the sandbox
 * lives:
 *   - mapped in this user namespace, users and groups alike, never 0, ours
 *     or the overflow user (nobody);
 *   - named by no user or group (getpwuid, getgrgid: /etc/passwd and NSS)
 *     and in no range of /etc/subuid or /etc/subgid (the ids an ordinary
 *     user may become in a user namespace of its own, through newuidmap):
 *     no one but root can then become it;
 *   - the user or group of no process running now (real, effective, saved
 *     or file system ids), and the owner of neither the program's folder
 *     nor a file in it;
 *   - locked: an open file description's lock on its byte of
 *     QD_SANDBOX_UID_LOCK, held until the sandbox has ended, so two
 *     sandboxes (of this grader or another on the machine) never share it.
 * It is looked for first in 0x70000000–0x7FFDFFFF (the ids systemd leaves
 * unused, between its containers' range and its "foreign" one), then above
 * 65535, then in 1000–65533 (a container given 65,536 ids).  Where none is
 * free, no program runs: never as root, never as ours. */
#define _GNU_SOURCE
#include "config.h"
#include "qd-sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The windows the sandbox's user is looked for in, in order: [first, end). */
static const guint64 windows[][2] = {
  { 0x70000000u, 0x7FFE0000u },
  { 65536u, 0x70000000u },
  { 1000u, 65534u },
};
/* The ids tried at most before giving up (each a few checks). */
#define MAX_TRIES 4096

/* Ranges, as pairs of (first, count). */
static void
add_range (GArray *ranges, guint64 first, guint64 count)
{
  guint64 range[2] = { first, count };

  g_array_append_vals (ranges, range, 2);
}

static gboolean
in_ranges (GArray *ranges, guint64 id)
{
  for (guint i = 0; i + 1 < ranges->len; i += 2)
    if (id >= g_array_index (ranges, guint64, i) && id - g_array_index (ranges, guint64, i) <
                                                        g_array_index (ranges, guint64, i + 1))
      return TRUE;
  return FALSE;
}

/* The ids mapped in this user namespace, from /proc/self/`name`
 * (uid_map, gid_map): where there is none to read, every id. */
static GArray *
mapped_ranges (const char *name)
{
  GArray *ranges = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autofree char *path = g_build_filename ("/proc/self", name, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    {
      add_range (ranges, 0, G_MAXUINT32);
      return ranges;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint64 inside, outside, count;

      if (sscanf (lines[i], "%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT, &inside, &outside,
                  &count) == 3)
        add_range (ranges, inside, count);
    }
  return ranges;
}

/* The ranges of /etc/subuid or /etc/subgid ("name-or-id:first:count"). */
static void
add_subordinate (GArray *ranges, const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ":", -1);

      if (g_strv_length (fields) == 3)
        add_range (ranges, g_ascii_strtoull (fields[1], NULL, 10), g_ascii_strtoull (fields[2], NULL, 10));
    }
}

/* The ids of every process now ("Uid:" and "Gid:" of /proc/N/status). */
static GHashTable *
ids_in_use (void)
{
  GHashTable *used = g_hash_table_new (NULL, NULL);
  g_autoptr(GDir) dir = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL, *text = NULL;
      g_auto(GStrv) lines = NULL;

      if (!g_ascii_isdigit (name[0]))
        continue;
      path = g_build_filename ("/proc", name, "status", NULL);
      if (!g_file_get_contents (path, &text, NULL, NULL))
        continue;
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], "Uid:") || g_str_has_prefix (lines[i], "Gid:"))
          {
            g_auto(GStrv) words = g_strsplit_set (lines[i] + 4, " \t", -1);

            for (guint w = 0; words[w] != NULL; w++)
              if (words[w][0] != '\0')
                g_hash_table_add (used, GUINT_TO_POINTER ((guint) g_ascii_strtoull (words[w], NULL, 10)));
          }
    }
  return used;
}

/* The owners of `folder` and of what it holds. */
static void
add_owners (GHashTable *used, const char *folder)
{
  g_autoptr(GDir) dir = folder != NULL ? g_dir_open (folder, 0, NULL) : NULL;
  const char *name;
  struct stat st;

  if (folder != NULL && lstat (folder, &st) == 0)
    {
      g_hash_table_add (used, GUINT_TO_POINTER ((guint) st.st_uid));
      g_hash_table_add (used, GUINT_TO_POINTER ((guint) st.st_gid));
    }
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (lstat (path, &st) == 0)
        {
          g_hash_table_add (used, GUINT_TO_POINTER ((guint) st.st_uid));
          g_hash_table_add (used, GUINT_TO_POINTER ((guint) st.st_gid));
        }
    }
}

/* The lock file of the machine's sandbox users: in a folder only root
 * writes, ours, not a link, written by no one else.  -1 and an error. */
static int
open_lock_file (GError **error)
{
  static const char *const folders[] = { "/run", "/var/run", NULL };
  g_autofree char *path = NULL;
  struct stat st;
  int fd;

  for (guint i = 0; folders[i] != NULL && path == NULL; i++)
    if (stat (folders[i], &st) == 0 && S_ISDIR (st.st_mode) && st.st_uid == geteuid () && !(st.st_mode & 022))
      path = g_build_filename (folders[i], QD_SANDBOX_UID_LOCK, NULL);
  if (path == NULL)
    path = g_build_filename (g_get_tmp_dir (), QD_SANDBOX_UID_LOCK, NULL);
  fd = open (path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0 || fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || st.st_uid != geteuid () || (st.st_mode & 022))
    {
      int saved = fd < 0 ? errno : EPERM;

      if (fd >= 0)
        close (fd);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("the lock of the sandboxes' users, %s, cannot be had (%s): it must be a file of ours that no "
                     "one else writes"), path, g_strerror (saved));
      return -1;
    }
  return fd;
}

/* `id`'s byte of the lock file, locked by a description of its own (an
 * open file description's lock: another sandbox of this process holds
 * another); the descriptor, -1 when another holds it. */
static int
lock_id (int file, guint64 id)
{
  g_autofree char *path = g_strdup_printf ("/proc/self/fd/%d", file);
  struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = (off_t) id, .l_len = 1 };
  int fd = open (path, O_RDWR | O_CLOEXEC);

  if (fd < 0)
    return -1;
  if (fcntl (fd, F_OFD_SETLK, &lock) != 0)
    {
      close (fd);
      return -1;
    }
  return fd;
}

/* Whether `id` may be a sandbox's user by the rule above (the lock aside). */
static gboolean
free_id (guint64 id, GArray *uids, GArray *gids, GArray *subordinate, GHashTable *used)
{
  struct passwd pw, *found_pw = NULL;
  struct group gr, *found_gr = NULL;
  char buffer[4096];

  if (id == 0 || id == getuid () || id == getgid () || id == 65534 || !in_ranges (uids, id) ||
      !in_ranges (gids, id) || in_ranges (subordinate, id) || g_hash_table_contains (used, GUINT_TO_POINTER ((guint) id)))
    return FALSE;
  if (getpwuid_r ((uid_t) id, &pw, buffer, sizeof buffer, &found_pw) != 0 || found_pw != NULL)
    return FALSE;
  return getgrgid_r ((gid_t) id, &gr, buffer, sizeof buffer, &found_gr) == 0 && found_gr == NULL;
}

gboolean
qd_sandbox_choose_uid (const char *folder, uid_t *uid, int *lock, GError **error)
{
  static gint counter;
  g_autoptr(GArray) uids = mapped_ranges ("uid_map");
  g_autoptr(GArray) gids = mapped_ranges ("gid_map");
  g_autoptr(GArray) subordinate = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GHashTable) used = ids_in_use ();
  guint spread = ((guint) getpid () * 256u + (guint) g_atomic_int_add (&counter, 1)) * 2654435761u;
  guint tries = 0;
  int file;

  *lock = -1;
  add_subordinate (subordinate, "/etc/subuid");
  add_subordinate (subordinate, "/etc/subgid");
  add_owners (used, folder);
  if ((file = open_lock_file (error)) < 0)
    return FALSE;
  for (guint w = 0; w < G_N_ELEMENTS (windows) && tries < MAX_TRIES; w++)
    {
      g_autoptr(GArray) mapped = g_array_new (FALSE, FALSE, sizeof (guint64));
      guint64 total = 0;

      /* The window's ids this namespace maps (a container's few, or all). */
      for (guint i = 0; i + 1 < uids->len; i += 2)
        {
          guint64 from = MAX (g_array_index (uids, guint64, i), windows[w][0]);
          guint64 to = MIN (g_array_index (uids, guint64, i) + g_array_index (uids, guint64, i + 1), windows[w][1]);

          if (from < to)
            {
              add_range (mapped, from, to - from);
              total += to - from;
            }
        }
      /* From a place of this process's own, every id in turn. */
      for (guint64 k = 0; k < total && tries < MAX_TRIES; k++, tries++)
        {
          guint64 at = (spread + k) % total, id = 0;

          for (guint i = 0; i + 1 < mapped->len; i += 2)
            {
              if (at < g_array_index (mapped, guint64, i + 1))
                {
                  id = g_array_index (mapped, guint64, i) + at;
                  break;
                }
              at -= g_array_index (mapped, guint64, i + 1);
            }
          if (free_id (id, uids, gids, subordinate, used) && (*lock = lock_id (file, id)) >= 0)
            {
              close (file);
              *uid = (uid_t) id;
              return TRUE;
            }
        }
    }
  close (file);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _("no user of its own can be had for a sandbox in this user namespace (a container mapping no user "
                 "but ours, or none that no one has): the program would run as root, so it does not run; map "
                 "this container a range of users that no one has (docs/grading.md)"));
  return FALSE;
}

/* Whether this user namespace refuses setgroups (its groups then are
 * those it was made with, none of them mapped). */
gboolean
qd_sandbox_setgroups_denied (void)
{
  g_autofree char *text = NULL;

  return g_file_get_contents ("/proc/self/setgroups", &text, NULL, NULL) && g_str_has_prefix (text, "deny");
}
