/* qd-sandbox-uid.c — the user a program root starts is outside its
 * sandbox, and what this user namespace allows of users and groups
 * (qd-sandbox.h). */
#include "config.h"
#include "qd-sandbox.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

/* The users programs run by root are, outside their sandboxes: one a
 * process and a sandbox, below the range systemd keeps for containers. */
#define SANDBOX_UID_BASE 0x40000000u
#define SANDBOX_UIDS_A_PROCESS 0x100u

/* A user of its own for each sandbox of root's (no other process is that
 * user: RLIMIT_NPROC counts the sandbox's processes alone, and root's
 * files are not its): a process's from its pid, 256 of them in turn (a
 * sandbox lives no longer than a few hundred of its process's next ones
 * start). */
static uid_t
sandbox_uid (void)
{
  static gint counter;
  guint n = (guint) g_atomic_int_add (&counter, 1) % SANDBOX_UIDS_A_PROCESS;

  return SANDBOX_UID_BASE + ((guint) getpid () % 0x3F0000u) * SANDBOX_UIDS_A_PROCESS + n;
}

/* The ranges of users of this user namespace, from /proc/self/uid_map:
 * pairs of (first, count); where there is none to read, every user. */
static GArray *
mapped_ranges (void)
{
  GArray *ranges = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents ("/proc/self/uid_map", &text, NULL, NULL))
    {
      guint64 all[2] = { 0, G_MAXUINT32 };

      g_array_append_vals (ranges, all, 2);
      return ranges;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint64 inside, outside, count;

      if (sscanf (lines[i], "%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT, &inside, &outside,
                  &count) == 3)
        {
          guint64 range[2] = { inside, count };

          g_array_append_vals (ranges, range, 2);
        }
    }
  return ranges;
}

static gboolean
uid_in (GArray *ranges, guint64 uid)
{
  for (guint i = 0; i + 1 < ranges->len; i += 2)
    if (uid >= g_array_index (ranges, guint64, i) && uid - g_array_index (ranges, guint64, i) <
                                                          g_array_index (ranges, guint64, i + 1))
      return TRUE;
  return FALSE;
}

/* The user root's program is outside its sandbox: one of its own; in a
 * rootless container, where those are not mapped, one of the top of the
 * largest range the container was given (below nobody, 65534), without
 * ours; where there is none, ours, said once. */
uid_t
qd_sandbox_choose_uid (void)
{
  static gint said;
  g_autoptr(GArray) ranges = mapped_ranges ();
  uid_t uid = sandbox_uid ();
  guint64 best_top = 0, best_count = 0;

  if (uid_in (ranges, uid))
    return uid;
  for (guint i = 0; i + 1 < ranges->len; i += 2)
    {
      guint64 first = g_array_index (ranges, guint64, i), count = g_array_index (ranges, guint64, i + 1);
      guint64 top = MIN (first + count, (guint64) 65534);

      if (top > first && top - first > best_count && !(getuid () >= first && getuid () < first + count))
        {
          best_count = top - first;
          best_top = top;
        }
    }
  if (best_count >= 2 * SANDBOX_UIDS_A_PROCESS)
    return (uid_t) (best_top - 1 - (uid - SANDBOX_UID_BASE) % SANDBOX_UIDS_A_PROCESS);
  if (g_atomic_int_compare_and_exchange (&said, 0, 1))
    g_printerr (_("quandary-cli: no user of its own can be had for a sandbox in this user namespace (a rootless "
                  "container mapping no user but ours): programs run as this user in their sandboxes, apart "
                  "from its files by their mounts alone\n"));
  return getuid ();
}

/* Whether this user namespace refuses setgroups (its groups then are
 * those it was made with, none of them mapped). */
gboolean
qd_sandbox_setgroups_denied (void)
{
  g_autofree char *text = NULL;

  return g_file_get_contents ("/proc/self/setgroups", &text, NULL, NULL) && g_str_has_prefix (text, "deny");
}
