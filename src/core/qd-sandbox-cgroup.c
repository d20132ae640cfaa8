/* qd-sandbox-cgroup.c — a cgroup of its own a sandbox (qd-sandbox-cgroup.h). */
#define _GNU_SOURCE
#include "config.h"
#include "qd-sandbox-cgroup.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The controllers a sandbox's cgroup is made for. */
typedef enum {
  CONTROLLER_MEMORY,
  CONTROLLER_PIDS,
  CONTROLLER_CPU,
  N_CONTROLLERS
} Controller;

static const char *const controller_names[N_CONTROLLERS] = { "memory", "pids", "cpu" };

struct _QdCgroup {
  GPtrArray *dirs;           /* the folders made, each removed by free */
  int fds[N_CONTROLLERS];    /* their cgroup.procs */
  guint n_fds;
  gboolean held[N_CONTROLLERS];
  char *failure;             /* the first step that failed: the file and the cause; NULL */
};

/* The controllers the first cgroup of this process held (the start-up
 * check's): every later one must hold them too, or its sandbox is not set
 * up (qd_cgroup_new). */
static gboolean expected[N_CONTROLLERS];

/* ------------------------------------------------------------- where */

static gboolean
names_contain (const char *list, const char *name)
{
  g_auto(GStrv) names = g_strsplit (list, ",", -1);

  return g_strv_contains ((const char *const *) names, name);
}

/* The lines of the file at `path` (the last one empty after a final line
 * end); NULL when it cannot be read. */
static char **
read_lines (const char *path)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return g_strsplit (text, "\n", -1);
}

/* The mount point of the hierarchy `fstype` ("cgroup2", or "cgroup" with
 * `controller` among its options) and the root it shows; FALSE when none. */
static gboolean
find_mount (const char *fstype, const char *controller, char **point, char **root)
{
  g_auto(GStrv) lines = read_lines ("/proc/self/mountinfo");

  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    {
      const char *dash = strstr (lines[i], " - ");
      g_auto(GStrv) before = NULL, after = NULL;

      if (dash == NULL)
        continue;
      before = g_strsplit (lines[i], " ", -1);
      after = g_strsplit (dash + 3, " ", -1);
      if (g_strv_length (before) < 5 || g_strv_length (after) < 3 || !g_str_equal (after[0], fstype))
        continue;
      if (controller != NULL && !names_contain (after[2], controller))
        continue;
      /* Mount points with a space or a tab (escaped \040) are not ours. */
      if (strchr (before[4], '\\') != NULL)
        continue;
      *point = g_strdup (before[4]);
      *root = g_strdup (before[3]);
      return TRUE;
    }
  return FALSE;
}

/* Our cgroup in the hierarchy of `controller` ("" for cgroup v2), from
 * /proc/self/cgroup; NULL when there is none. */
static char *
own_path (const char *controller)
{
  g_auto(GStrv) lines = read_lines ("/proc/self/cgroup");

  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ":", 3);

      if (g_strv_length (fields) != 3)
        continue;
      if (controller[0] == '\0' ? g_str_equal (fields[0], "0") && fields[1][0] == '\0'
                                : fields[1][0] != '\0' && names_contain (fields[1], controller))
        return g_strdup (fields[2]);
    }
  return NULL;
}

/* The folder of our own cgroup in the hierarchy: the mount point and our
 * path below the root the mount shows. */
static char *
own_folder (const char *fstype, const char *controller)
{
  g_autofree char *point = NULL, *root = NULL, *path = NULL;
  const char *below;

  if (!find_mount (fstype, controller, &point, &root) ||
      (path = own_path (controller != NULL ? controller : "")) == NULL)
    return NULL;
  below = path;
  if (!g_str_equal (root, "/") && g_str_has_prefix (path, root))
    below = path + strlen (root);
  /* A path outside the mount's root ("/.." in a container): not here. */
  if (strstr (below, "/..") != NULL)
    return NULL;
  return g_build_filename (point, below, NULL);
}

static gboolean
write_file (const char *folder, const char *name, const char *value)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  gboolean ok;

  if (fd < 0)
    return FALSE;
  ok = write (fd, value, strlen (value)) == (gssize) strlen (value);
  close (fd);
  return ok;
}

/* The first failure of `cgroup`: what, and errno's words. */
static void
failed (QdCgroup *cgroup, const char *folder, const char *name)
{
  int saved = errno;

  if (cgroup->failure == NULL)
    cgroup->failure = g_strdup_printf ("%s%s%s: %s", folder, name != NULL ? "/" : "", name != NULL ? name : "",
                                       g_strerror (saved));
}

/* write_file, its failure noted in `cgroup`. */
static gboolean
set_file (QdCgroup *cgroup, const char *folder, const char *name, const char *value)
{
  if (write_file (folder, name, value))
    return TRUE;
  failed (cgroup, folder, name);
  return FALSE;
}

static gboolean
file_has_word (const char *folder, const char *name, const char *word)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) words = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  words = g_strsplit_set (g_strstrip (text), " \n", -1);
  return g_strv_contains ((const char *const *) words, word);
}

/* A new folder under `parent`, of a name no other sandbox has. */
static char *
make_child (QdCgroup *cgroup, const char *parent)
{
  static gint counter;
  g_autofree char *name = g_strdup_printf ("quandary-%d-%d", (int) getpid (), g_atomic_int_add (&counter, 1));
  char *path = g_build_filename (parent, name, NULL);

  if (mkdir (path, 0755) != 0)
    {
      failed (cgroup, path, NULL);
      g_free (path);
      return NULL;
    }
  return path;
}

/* ----------------------------------------------------------- settings */

static gboolean
set_limit (QdCgroup *cgroup, Controller c, gboolean v2, const char *dir, guint64 memory_bytes, guint processes,
           int niceness)
{
  char value[32];

  switch (c)
    {
    case CONTROLLER_MEMORY:
      g_snprintf (value, sizeof value, "%" G_GUINT64_FORMAT, memory_bytes);
      {
        /* No swap beyond it, where swap is counted. */
        const char *swap = v2 ? "memory.swap.max" : "memory.memsw.limit_in_bytes";
        g_autofree char *path = g_build_filename (dir, swap, NULL);

        return set_file (cgroup, dir, v2 ? "memory.max" : "memory.limit_in_bytes", value) &&
               (!g_file_test (path, G_FILE_TEST_EXISTS) || set_file (cgroup, dir, swap, v2 ? "0" : value));
      }
    case CONTROLLER_PIDS:
      g_snprintf (value, sizeof value, "%u", MAX (processes, 1u));
      return set_file (cgroup, dir, "pids.max", value);
    case CONTROLLER_CPU:
      /* The kernel's weight of a niceness: 1024 / 1.25^nice (nice 10: 110). */
      {
        double weight = 1024.0;

        for (int i = 0; i < niceness; i++)
          weight /= 1.25;
        if (v2)
          g_snprintf (value, sizeof value, "%d", MAX ((int) (weight * 100 / 1024 + 0.5), 1));
        else
          g_snprintf (value, sizeof value, "%d", MAX ((int) (weight + 0.5), 2));
        return set_file (cgroup, dir, v2 ? "cpu.weight" : "cpu.shares", value);
      }
    case N_CONTROLLERS:
      break;
    }
  return FALSE;
}

static void
add_dir (QdCgroup *cgroup, char *dir, const gboolean *held)
{
  g_autofree char *procs = g_build_filename (dir, "cgroup.procs", NULL);
  int fd = open (procs, O_WRONLY | O_CLOEXEC);

  g_ptr_array_add (cgroup->dirs, dir);
  if (fd < 0)
    {
      failed (cgroup, dir, "cgroup.procs");
      return;
    }
  cgroup->fds[cgroup->n_fds++] = fd;
  for (guint c = 0; c < N_CONTROLLERS; c++)
    cgroup->held[c] = cgroup->held[c] || held[c];
}

/* Enables the controllers our cgroup v2 `parent` has for its children. */
static gboolean
enable_controllers (const char *parent)
{
  gboolean refused = FALSE;

  for (guint c = 0; c < N_CONTROLLERS; c++)
    if (file_has_word (parent, "cgroup.controllers", controller_names[c]) &&
        !file_has_word (parent, "cgroup.subtree_control", controller_names[c]))
      {
        g_autofree char *plus = g_strconcat ("+", controller_names[c], NULL);

        refused = !write_file (parent, "cgroup.subtree_control", plus) || refused;
      }
  return !refused;
}

/* Our cgroup v2 folder, the parent of the sandboxes' cgroups, once a
 * process.  A delegated cgroup that holds processes (a systemd scope with
 * Delegate=yes, a container's root) cannot enable controllers for its
 * children ("no internal processes"): this process moves into a leaf of
 * its own first, "quandary-PID-main", and the sandboxes go beside it. */
static const char *
v2_parent (void)
{
  static gsize once = 0;
  static char *parent;

  if (g_once_init_enter (&once))
    {
      char *own = own_folder ("cgroup2", NULL);

      if (own != NULL && !enable_controllers (own))
        {
          g_autofree char *name = g_strdup_printf ("quandary-%d-main", (int) getpid ());
          g_autofree char *leaf = g_build_filename (own, name, NULL);

          if ((mkdir (leaf, 0755) == 0 || errno == EEXIST) && write_file (leaf, "cgroup.procs", "0"))
            enable_controllers (own);
          else
            rmdir (leaf);
        }
      parent = own;
      g_once_init_leave (&once, 1);
    }
  return parent;
}

/* cgroup v2: one folder for the controllers delegated to us. */
static void
try_v2 (QdCgroup *cgroup, guint64 memory_bytes, guint processes, int niceness)
{
  const char *parent = v2_parent ();
  gboolean held[N_CONTROLLERS] = { FALSE };
  gboolean any = FALSE;
  char *dir;

  if (parent == NULL)
    return;
  for (guint c = 0; c < N_CONTROLLERS; c++)
    any = any || file_has_word (parent, "cgroup.subtree_control", controller_names[c]);
  if (!any || (dir = make_child (cgroup, parent)) == NULL)
    return;
  for (guint c = 0; c < N_CONTROLLERS; c++)
    held[c] = file_has_word (parent, "cgroup.subtree_control", controller_names[c]) &&
              set_limit (cgroup, c, TRUE, dir, memory_bytes, processes, niceness);
  add_dir (cgroup, dir, held);
}

/* cgroup v1: a folder in the hierarchy of each controller still missing. */
static void
try_v1 (QdCgroup *cgroup, guint64 memory_bytes, guint processes, int niceness)
{
  for (guint c = 0; c < N_CONTROLLERS; c++)
    {
      g_autofree char *parent = NULL;
      gboolean held[N_CONTROLLERS] = { FALSE };
      gboolean shared = FALSE;
      char *dir;

      if (cgroup->held[c] || (parent = own_folder ("cgroup", controller_names[c])) == NULL)
        continue;
      /* A hierarchy of several controllers (cpu,cpuacct) once. */
      for (guint i = 0; i < cgroup->dirs->len; i++)
        shared = shared || g_str_has_prefix (cgroup->dirs->pdata[i], parent);
      if (shared || (dir = make_child (cgroup, parent)) == NULL)
        continue;
      held[c] = set_limit (cgroup, c, FALSE, dir, memory_bytes, processes, niceness);
      add_dir (cgroup, dir, held);
    }
}

/* A cgroup with what could be had of it: held[] and the first failure. */
static QdCgroup *
cgroup_make (guint64 memory_bytes, guint processes, int niceness)
{
  QdCgroup *cgroup = g_new0 (QdCgroup, 1);

  cgroup->dirs = g_ptr_array_new_with_free_func (g_free);
  try_v2 (cgroup, memory_bytes, processes, niceness);
  try_v1 (cgroup, memory_bytes, processes, niceness);
  return cgroup;
}

QdCgroup *
qd_cgroup_new (guint64 memory_bytes, guint processes, int niceness, GError **error)
{
  g_autoptr(QdCgroup) cgroup = NULL;
  gboolean any = FALSE;

  /* What the start-up check found each cgroup holds here. */
  qd_sandbox_budget_weakness ();
  cgroup = cgroup_make (memory_bytes, processes, niceness);
  for (guint c = 0; c < N_CONTROLLERS; c++)
    {
      any = any || expected[c];
      if (expected[c] && !cgroup->held[c])
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("the sandbox's cgroup could not hold its %s, as the start-up check's did (%s): it would "
                         "run without that limit"),
                       controller_names[c], cgroup->failure != NULL ? cgroup->failure : _("no cause given"));
          return NULL;
        }
    }
  /* No cgroup here at all: said once, at the start (qd_sandbox_budget_weakness). */
  if (!any || cgroup->n_fds == 0)
    return NULL;
  return g_steal_pointer (&cgroup);
}

const int *
qd_cgroup_procs_fds (QdCgroup *cgroup, guint *n)
{
  *n = cgroup->n_fds;
  return cgroup->fds;
}

/* Every process left in `dir` killed; TRUE once none is. */
static gboolean
kill_all (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "cgroup.procs", NULL);
  g_auto(GStrv) pids = read_lines (path);
  gboolean none = TRUE;

  if (pids == NULL)
    return TRUE;
  for (guint i = 0; pids[i] != NULL; i++)
    {
      gint64 pid = g_ascii_strtoll (pids[i], NULL, 10);

      if (pid > 0 && pid < G_MAXINT)
        {
          kill ((pid_t) pid, SIGKILL);
          none = FALSE;
        }
    }
  return none;
}

/* `dir` removed once what it holds is killed and gone: up to a second
 * (processes that end leave it a moment later). */
static gboolean
remove_dir (const char *dir)
{
  write_file (dir, "cgroup.kill", "1");
  for (guint tries = 0; tries < 200; tries++)
    {
      if (rmdir (dir) == 0)
        return TRUE;
      if (errno != EBUSY)
        return FALSE;
      kill_all (dir);
      g_usleep (5000);
    }
  return FALSE;
}

void
qd_cgroup_free (QdCgroup *cgroup)
{
  if (cgroup == NULL)
    return;
  for (guint i = 0; i < cgroup->n_fds; i++)
    close (cgroup->fds[i]);
  for (guint i = 0; i < cgroup->dirs->len; i++)
    remove_dir (cgroup->dirs->pdata[i]);
  g_ptr_array_unref (cgroup->dirs);
  g_free (cgroup->failure);
  g_free (cgroup);
}

/* The empty cgroups "quandary-PID-N" under `parent` whose process is gone. */
static guint
clean_under (const char *parent)
{
  g_autoptr(GDir) dir = parent != NULL ? g_dir_open (parent, 0, NULL) : NULL;
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      gint64 pid;
      char *end;

      if (!g_str_has_prefix (name, "quandary-"))
        continue;
      pid = g_ascii_strtoll (name + strlen ("quandary-"), &end, 10);
      if (pid <= 0 || pid >= G_MAXINT || *end != '-' || (kill ((pid_t) pid, 0) == 0 || errno != ESRCH))
        continue;
      {
        g_autofree char *path = g_build_filename (parent, name, NULL);

        if (remove_dir (path))
          n++;
      }
    }
  return n;
}

guint
qd_cgroup_clean_stale (void)
{
  g_autofree char *v2 = own_folder ("cgroup2", NULL);
  guint n = clean_under (v2);

  for (guint c = 0; c < N_CONTROLLERS; c++)
    {
      g_autofree char *v1 = own_folder ("cgroup", controller_names[c]);

      n += clean_under (v1);
    }
  return n;
}

const char *
qd_sandbox_budget_weakness (void)
{
  static gsize once = 0;
  static char *weakness;

  if (g_once_init_enter (&once))
    {
      QdCgroup *cgroup = cgroup_make (64 * 1024 * 1024, 8, 10);

      if (!cgroup->held[CONTROLLER_MEMORY] || !cgroup->held[CONTROLLER_PIDS])
        {
          g_autofree char *why =
            g_strdup_printf (_("no cgroup of its own holds the sandbox's %s (no cgroup controller of ours may be "
                               "written: run as root, or in a cgroup with delegation, e.g. systemd-run --user "
                               "--scope -p Delegate=yes)"),
                             !cgroup->held[CONTROLLER_MEMORY] && !cgroup->held[CONTROLLER_PIDS]
                               ? _("memory and processes")
                               : !cgroup->held[CONTROLLER_MEMORY] ? _("memory") : _("processes"));

          weakness = g_strdup_printf (_("%s: each of its processes has the limits alone (memory= a process, and "
                                        "processes= counted with every process of the user)"), why);
        }
      /* Held once, held by every sandbox's cgroup from now on. */
      for (guint c = 0; c < N_CONTROLLERS; c++)
        expected[c] = cgroup->held[c] && cgroup->n_fds > 0;
      qd_cgroup_free (cgroup);
      g_once_init_leave (&once, 1);
    }
  return weakness;
}
