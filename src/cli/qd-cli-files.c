/* qd-cli-files.c — the one check of a command's files before its work: no
 * output may be an input, another output, standard output by another name,
 * nor a file a whole-folder output (--report-bundle) writes. */
#include "config.h"
#include "qd-cli.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* `path` where it lands: the file itself when it exists (links resolved),
 * else its resolved folder and its name, a dangling link followed to the
 * file it would make. */
static char *
landing_path (const char *path)
{
  g_autofree char *current = g_canonicalize_filename (path, NULL);

  for (int hops = 0; hops < 40; hops++)
    {
      g_autofree char *dir = NULL, *base = NULL, *real_dir = NULL, *target = NULL;
      char *real = realpath (current, NULL);

      if (real != NULL)
        {
          char *copy = g_strdup (real);

          free (real);
          return copy;
        }
      target = g_file_read_link (current, NULL);
      dir = g_path_get_dirname (current);
      if (target != NULL)
        {
          g_free (current);
          current = g_canonicalize_filename (target, dir);
          continue;
        }
      base = g_path_get_basename (current);
      real = realpath (dir, NULL);
      if (real == NULL)
        break;
      real_dir = g_strdup (real);
      free (real);
      return g_build_filename (real_dir, base, NULL);
    }
  return g_steal_pointer (&current);
}

/* Two names of one file: the same device and inode when it exists (a hard
 * link, a symbolic link, another path), else where it would be made.  `-`
 * (standard input or output) is no file. */
static gboolean
same_file (const char *a, const char *b)
{
  GStatBuf sa, sb;
  g_autofree char *la = NULL, *lb = NULL;
  gboolean ea, eb;

  if (a == NULL || b == NULL || strcmp (a, "-") == 0 || strcmp (b, "-") == 0)
    return FALSE;
  ea = g_stat (a, &sa) == 0;
  eb = g_stat (b, &sb) == 0;
  if (ea && eb)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino && S_ISREG (sa.st_mode);
  if (ea != eb)
    return FALSE;
  la = landing_path (a);
  lb = landing_path (b);
  return strcmp (la, lb) == 0;
}

gboolean
qd_cli_is_stdout (const char *path)
{
  GStatBuf a, b;

  if (path == NULL)
    return FALSE;
  if (strcmp (path, "-") == 0 || qd_file_is_stdout_alias (path))
    return TRUE;
  /* The file standard output is redirected to, by another name. */
  return fstat (STDOUT_FILENO, &a) == 0 && S_ISREG (a.st_mode) && g_stat (path, &b) == 0 &&
         a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* A folder another output writes whole (--report-bundle), with the names it
 * writes there: set before qd_cli_check_files. */
static struct {
  char *folder;            /* canonical */
  char *given;             /* as given, for messages */
  const char *option;
  const char *const *names;
} reserved;

void
qd_cli_reserve_folder (const char *folder, const char *option, const char *const *names)
{
  g_free (reserved.folder);
  g_free (reserved.given);
  reserved.folder = g_canonicalize_filename (folder, NULL);
  reserved.given = g_strdup (folder);
  reserved.option = option;
  reserved.names = names;
}

/* The name of the reserved folder's `path` is in, or NULL. */
static const char *
reserved_name (const char *path)
{
  g_autofree char *canonical = NULL;
  const char *rest;

  if (reserved.folder == NULL || strcmp (path, "-") == 0)
    return NULL;
  canonical = g_canonicalize_filename (path, NULL);
  if (!g_str_has_prefix (canonical, reserved.folder) || canonical[strlen (reserved.folder)] != G_DIR_SEPARATOR)
    return NULL;
  rest = canonical + strlen (reserved.folder) + 1;
  for (guint i = 0; reserved.names[i] != NULL; i++)
    {
      gsize n = strlen (reserved.names[i]);

      if (strncmp (rest, reserved.names[i], n) == 0 && (rest[n] == '\0' || rest[n] == G_DIR_SEPARATOR))
        return reserved.names[i];
    }
  return NULL;
}

/* The output `out` over the input `in`: refused (QD_EXIT_USAGE, printed)
 * unless `in` lets that option write it back. */
static int
check_input (const QdCliFile *out, const QdCliFile *in)
{
  if (in->path == NULL || !same_file (out->path, in->path) || g_strcmp0 (in->rewrite, out->option) == 0)
    return QD_EXIT_OK;
  if (in->option != NULL)
    qd_cli_usage_error (_("%s %s is the input %s %s (the same file): writing there would replace it; give "
                          "another output file"), out->option, out->path, in->option, in->path);
  else if (strcmp (out->path, in->path) == 0)
    qd_cli_usage_error (_("%s %s is an input of this command: writing there would replace it; give another "
                          "output file"), out->option, out->path);
  else
    qd_cli_usage_error (_("%s %s is the input %s (the same file): writing there would replace it; give another "
                          "output file"), out->option, out->path, in->path);
  return QD_EXIT_USAGE;
}

static int
check_one (const QdCliFile *out, const QdCliFile *inputs, guint n_inputs)
{
  const char *name, *path = out->path;
  int status;

  if (path[0] == '\0')
    {
      qd_cli_usage_error (_("%s: an output file's name is empty: name a file"), out->option);
      return QD_EXIT_USAGE;
    }
  if ((name = reserved_name (path)) != NULL)
    {
      qd_cli_usage_error (_("%s %s would be overwritten: %s %s writes its %s there; give it another place"),
                          out->option, path, reserved.option, reserved.given, name);
      return QD_EXIT_USAGE;
    }
  if (strcmp (path, "-") != 0 && !qd_file_is_stdout_alias (path) && qd_cli_is_stdout (path))
    {
      qd_cli_usage_error (_("%s %s is where standard output goes: the command's output and this file would "
                            "replace each other; give another file"), out->option, path);
      return QD_EXIT_USAGE;
    }
  for (guint i = 0; i < n_inputs; i++)
    if ((status = check_input (out, &inputs[i])) != QD_EXIT_OK)
      return status;
  return qd_cli_check_output (path) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

int
qd_cli_check_files (const QdCliFile *inputs, guint n_inputs, const QdCliPictures *pictures,
                    const QdCliFile *outputs, guint n_outputs)
{
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (QdCliFile));
  int status;

  for (guint i = 0; i < n_outputs; i++)
    if (outputs[i].path != NULL)
      g_array_append_val (all, outputs[i]);
  if (pictures != NULL)
    {
      const QdCliFile drawn[] = { { "--png", pictures->png }, { "--svg", pictures->svg },
                                  { "--pdf", pictures->pdf } };

      for (guint i = 0; i < G_N_ELEMENTS (drawn); i++)
        if (drawn[i].path != NULL)
          g_array_append_val (all, drawn[i]);
    }
  /* Each output, then no two outputs in one file (the second would replace
   * the first), before anything is written. */
  for (guint i = 0; i < all->len; i++)
    if ((status = check_one (&g_array_index (all, QdCliFile, i), inputs, n_inputs)) != QD_EXIT_OK)
      return status;
  for (guint i = 0; i < all->len; i++)
    for (guint j = i + 1; j < all->len; j++)
      {
        const QdCliFile *a = &g_array_index (all, QdCliFile, i), *b = &g_array_index (all, QdCliFile, j);

        if (same_file (a->path, b->path) || (strcmp (a->path, "-") != 0 && strcmp (a->path, b->path) == 0))
          {
            qd_cli_usage_error (_("%s %s and %s %s are the same file: one output would replace the other; give "
                                  "each its own file"), a->option, a->path, b->option, b->path);
            return QD_EXIT_USAGE;
          }
      }
  return QD_EXIT_OK;
}
