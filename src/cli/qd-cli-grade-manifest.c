/* qd-cli-grade-manifest.c — a grading manifest read and checked
 * (qd-cli-grade.h, docs/grading.md): a key file, one group a test. */
#include "config.h"
#include "qd-cli-grade.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "cli/qd-cli.h"
#include "core/qd-text.h"

#define DEFAULT_TIMEOUT 10.0
#define DEFAULT_MEMORY_MB 2048
#define DEFAULT_DISK_MB 100
#define DEFAULT_PROCESSES 64
#define DEFAULT_GAMES 10
#define MAX_GAMES 10000

static const char *const visibilities[] = { "visible", "hidden", "after_due_date", "after_published", NULL };
static const char *const output_keys[] = { "points", "visibility", "timeout", "memory", "disk", "processes", "env",
                                           "command", "program", "strict", NULL };
static const char *const play_keys[] = { "points", "visibility", "timeout", "memory", "disk", "processes", "env",
                                         "game", "agent", "opponent", "games", "as", "pass", "partial", NULL };

/* The options of the commands a manifest names that write a file, or check
 * an answer in the grader's place (it adds --check ANSWER itself): refused
 * in command= and game=, in their --NAME=VALUE and short forms too.  The
 * options that only read a file (--words, --replay, --experiences, --queries,
 * --evidence-file) are allowed, their file in the manifest's folder.
 * tests/test-cli-grade-data.py checks that every option of the commands'
 * --help that takes a file is refused here or read-only. */
static const char *const writing_options[] = {
  "--check", "--check-csv", "--save", "--log", "--trace", "--model", "--csp", "--cnf", "--output", "--csv", "--png",
  "--svg", "--pdf", "--gif", "--tree", "--report", "--report-bundle", "--raw", "--resume", "--keep", "--results-dir",
  "--gradescope", "--logs", "--answers", "--bundle", "--result", "--dimacs-out", NULL
};

/* The short options of `command` (a letter: its long name), read from its
 * own --help ("  -o, --output=FILE"): the short forms of the options above
 * and of the players' (game= leaves them to the grader) are refused too,
 * whatever a command calls them; asked once a manifest. */
static GHashTable *
short_options (QdGradeManifest *m, const char *command)
{
  GHashTable *options = g_hash_table_lookup (m->short_options, command);
  g_autofree char *cli = NULL, *out = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) envp = NULL;

  if (options != NULL)
    return options;
  options = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  g_hash_table_insert (m->short_options, g_strdup (command), options);
  if ((cli = qd_grade_child_cli (NULL)) == NULL)
    return options;
  {
    const char *argv[] = { cli, command, "--help", NULL };

    envp = g_environ_setenv (g_get_environ (), "LC_ALL", "C.UTF-8", TRUE);
    envp = g_environ_unsetenv (envp, "LANGUAGE");
    if (!g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, NULL, NULL))
      return options;
  }
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = lines[i];

      while (*l == ' ')
        l++;
      if (l[0] == '-' && g_ascii_isalnum (l[1]) && l[2] == ',' && l[3] == ' ' && g_str_has_prefix (l + 4, "--"))
        {
          gsize n = strspn (l + 6, "abcdefghijklmnopqrstuvwxyz0123456789-");

          g_hash_table_insert (options, GINT_TO_POINTER ((gint) l[1]), g_strndup (l + 4, n + 2));
        }
    }
  return options;
}

void
qd_grade_manifest_free (QdGradeManifest *manifest)
{
  qd_owned_free (manifest);
}

/* The line (from 1) of `key` in `group` of the manifest's text, its last
 * (the one GKeyFile keeps), or of the group's header when `key` is NULL; 0
 * when there is none.  GKeyFile keeps no line numbers. */
static guint
find_line (const char *text, const char *group, const char *key)
{
  QdLineReader reader;
  const char *line;
  gsize length, group_length = strlen (group);
  gboolean inside = FALSE;
  guint found = 0;

  qd_line_reader_init (&reader, text, strlen (text));
  while (qd_line_reader_next (&reader, &line, &length))
    {
      qd_text_trim (&line, &length);
      if (length > 0 && line[0] == '[')
        {
          inside = length == group_length + 2 && line[length - 1] == ']' && strncmp (line + 1, group, group_length) == 0;
          if (inside && key == NULL && found == 0)
            found = reader.line;
        }
      else if (inside && key != NULL && length > 0 && line[0] != '#')
        {
          const char *eq = memchr (line, '=', length);
          gsize k = eq != NULL ? (gsize) (eq - line) : 0;

          while (k > 0 && g_ascii_isspace (line[k - 1]))
            k--;
          if (eq != NULL && k == strlen (key) && strncmp (line, key, k) == 0)
            found = reader.line;
        }
    }
  return found;
}

/* "MANIFEST, line L: [test NAME] KEY: WHAT" (the key's line, else its
 * group's); FALSE. */
static gboolean
fail (GError **error, const QdGradeManifest *m, const char *group, const char *key, const char *what)
{
  guint line = m->text != NULL && key != NULL ? find_line (m->text, group, key) : 0;
  g_autofree char *where = NULL;

  if (m->text != NULL && line == 0)
    line = find_line (m->text, group, NULL);
  where = line > 0 ? g_strdup_printf (_("%s, line %u"), m->path, line) : g_strdup (m->path);
  if (key != NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: [%s] %s: %s", where, group, key, what);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: [%s]: %s", where, group, what);
  return FALSE;
}

/* "…: [test NAME] KEY: “WORD”: WHY"; FALSE. */
static gboolean
fail_word (GError **error, const QdGradeManifest *m, const char *group, const char *key, const char *word,
           const char *why)
{
  g_autofree char *shown = qd_text_quote (word, -1);
  g_autofree char *what = g_strdup_printf ("“%s”: %s", shown, why);

  return fail (error, m, group, key, what);
}

/* Why `value`, a word of command=, game= or a program: opponent, is not
 * data of the manifest's folder, or NULL: an outside agent, an absolute
 * path, a URI, a path whose ".." climb out of the folder. */
static const char *
value_refused (const char *value)
{
  g_auto(GStrv) parts = NULL;
  gint depth = 0;

  if (g_str_has_prefix (value, "program:") || g_str_has_prefix (value, "agent:"))
    return _("an outside agent: a test names its agents with agent= and opponent=");
  if (g_path_is_absolute (value) || strstr (value, "://") != NULL)
    return _("a file out of the manifest's folder: name its files beside the manifest");
  parts = g_strsplit (value, "/", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (g_str_equal (parts[i], "..") && --depth < 0)
      return _("a file out of the manifest's folder: name its files beside the manifest");
    else if (parts[i][0] != '\0' && !g_str_equal (parts[i], ".") && !g_str_equal (parts[i], ".."))
      depth++;
  return NULL;
}

/* Why the option `name` (--NAME) has no place in command= or game=, or NULL. */
static const char *
option_refused (const char *name, const QdProblemGame *play, gboolean game)
{
  if (g_strv_contains (writing_options, name))
    return _("it writes a file or checks an answer, which only the grader does: a manifest is data");
  if (game && (g_str_equal (name, play->player_options[0]) || g_str_equal (name, play->player_options[1])))
    return _("the grader names the players: the test's agent= and opponent=");
  return NULL;
}

/* command= (a problem's command) or, with `game`, game=: FALSE naming the
 * first word that writes a file, names a player or a file out of the
 * manifest's folder. */
static gboolean
check_words (QdGradeManifest *m, const char *group, const char *key, char *const *words, gboolean game,
             GError **error)
{
  const QdProblemGame *play = qd_cli_find_game (words[0]);
  const char *why = NULL;
  guint i = 0;

  if (!game && !qd_cli_is_problem_command (words[0]))
    why = _("not a problem's command: the grader runs COMMAND --check ANSWER");
  while (why == NULL && words[++i] != NULL)
    {
      const char *w = words[i];

      if (g_str_has_prefix (w, "--") && w[2] != '\0')
        {
          const char *eq = strchr (w, '=');
          g_autofree char *name = eq != NULL ? g_strndup (w, (gsize) (eq - w)) : g_strdup (w);

          why = option_refused (name, play, game);
          if (why == NULL && eq != NULL)
            why = value_refused (eq + 1);
        }
      else if (w[0] == '-' && w[1] != '\0' && !g_ascii_isdigit (w[1]) && w[1] != '.')
        {
          /* -o FILE, -oFILE, -xo: what may be a value, and each letter. */
          if (w[2] != '\0')
            why = value_refused (w + 2);
          for (const char *c = w + 1; *c != '\0' && why == NULL; c++)
            {
              const char *long_name = g_hash_table_lookup (short_options (m, words[0]), GINT_TO_POINTER ((gint) *c));

              if (long_name != NULL)
                why = option_refused (long_name, play, game);
            }
        }
      else
        why = value_refused (w);
    }
  return why == NULL || fail_word (error, m, group, key, words[i], why);
}

static gboolean
get_number (GKeyFile *file, const QdGradeManifest *m, const char *group, const char *key, double low, double high,
            double fallback, double *value, GError **error)
{
  g_autofree char *text = g_key_file_get_value (file, group, key, NULL);
  char *end = NULL;

  if (text == NULL)
    {
      *value = fallback;
      return TRUE;
    }
  g_strstrip (text);
  *value = g_ascii_strtod (text, &end);
  if (text[0] == '\0' || end == NULL || *end != '\0' || !(*value >= low && *value <= high))
    {
      g_autofree char *what = g_strdup_printf (_("“%s” is not a number from %g to %g"), text, low, high);

      return fail (error, m, group, key, what);
    }
  return TRUE;
}

static gboolean
get_bool (GKeyFile *file, const QdGradeManifest *m, const char *group, const char *key, gboolean *value,
          GError **error)
{
  g_autoptr(GError) local = NULL;

  *value = FALSE;
  if (!g_key_file_has_key (file, group, key, NULL))
    return TRUE;
  *value = g_key_file_get_boolean (file, group, key, &local);
  if (local != NULL)
    return fail (error, m, group, key, _("use true or false"));
  return TRUE;
}

/* A command line of the key (split as a shell would), or NULL. */
static char **
get_argv (GKeyFile *file, const QdGradeManifest *m, const char *group, const char *key, GError **error)
{
  g_autofree char *text = g_key_file_get_value (file, group, key, NULL);
  g_autoptr(GError) local = NULL;
  char **argv = NULL;

  if (text == NULL || !g_shell_parse_argv (text, NULL, &argv, &local))
    {
      fail (error, m, group, key, text == NULL ? _("missing") : local->message);
      return NULL;
    }
  return argv;
}

/* `env`: NAME=VALUE;… for the program's environment. */
static gboolean
get_env (GKeyFile *file, const QdGradeManifest *m, const char *group, QdGradeTest *t, GError **error)
{
  g_auto(GStrv) list = NULL;

  if (!g_key_file_has_key (file, group, "env", NULL))
    return TRUE;
  list = g_key_file_get_string_list (file, group, "env", NULL, NULL);
  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    {
      const char *eq = strchr (list[i], '=');
      gboolean ok = eq != NULL && eq > list[i] && (g_ascii_isalpha (list[i][0]) || list[i][0] == '_');

      for (const char *c = list[i]; ok && c < eq; c++)
        ok = g_ascii_isalnum (*c) || *c == '_';
      if (!ok)
        {
          g_autofree char *what = g_strdup_printf (_("“%s” is not NAME=VALUE"), list[i]);

          return fail (error, m, group, "env", what);
        }
    }
  t->env = qd_owned_add (&t->owned, g_steal_pointer (&list), (GDestroyNotify) g_strfreev);
  return TRUE;
}

/* A program: opponent's command line: its files in the manifest's folder. */
static gboolean
check_program (const QdGradeManifest *m, const char *group, const char *command, GError **error)
{
  g_auto(GStrv) words = NULL;

  if (!g_shell_parse_argv (command, NULL, &words, NULL))
    return TRUE;   /* the game's command says what is wrong with it */
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *why = value_refused (words[i]);

      if (why != NULL)
        return fail_word (error, m, group, "opponent", words[i], why);
    }
  return TRUE;
}

/* `pass`: wins>=K or score>=F. */
static gboolean
parse_pass (const char *text, QdGradeTest *t)
{
  const char *rest;
  char *end = NULL;

  if (g_str_has_prefix (text, "wins>="))
    rest = text + strlen ("wins>="), t->pass_by_score = FALSE;
  else if (g_str_has_prefix (text, "score>="))
    rest = text + strlen ("score>="), t->pass_by_score = TRUE;
  else
    return FALSE;
  t->pass_at = g_ascii_strtod (rest, &end);
  if (rest[0] == '\0' || *end != '\0' || t->pass_at < 0)
    return FALSE;
  return t->pass_by_score ? t->pass_at <= 1 : t->pass_at == (double) (guint) t->pass_at && t->pass_at <= t->games;
}

static gboolean
check_keys (GKeyFile *file, const QdGradeManifest *m, const char *group, const char *const *allowed, GError **error)
{
  g_auto(GStrv) keys = g_key_file_get_keys (file, group, NULL, NULL);

  for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
    if (!g_strv_contains (allowed, keys[k]))
      return fail (error, m, group, keys[k], _("no such key in this kind of test"));
  return TRUE;
}

static gboolean
load_output (GKeyFile *file, QdGradeManifest *m, const char *group, QdGradeTest *t, GError **error)
{
  t->kind = QD_GRADE_OUTPUT;
  t->input = -1;
  if (!check_keys (file, m, group, output_keys, error) ||
      (t->command = qd_owned_add (&t->owned, get_argv (file, m, group, "command", error), (GDestroyNotify) g_strfreev)) == NULL ||
      !check_words (m, group, "command", t->command, FALSE, error) ||
      !get_bool (file, m, group, "strict", &t->strict, error))
    return FALSE;
  if ((t->program = qd_owned_add (&t->owned, g_key_file_get_value (file, group, "program", NULL), g_free)) == NULL)
    return fail (error, m, group, "program", _("missing: the student's command line, with {input}"));
  /* The command's input: its first argument that is a file beside the manifest. */
  for (guint i = 1; t->command[i] != NULL && t->input < 0; i++)
    {
      g_autofree char *path = g_build_filename (m->folder, t->command[i], NULL);

      if (t->command[i][0] != '-' && g_file_test (path, G_FILE_TEST_IS_REGULAR))
        t->input = (gint) i;
    }
  if (strstr (t->program, "{input}") != NULL && t->input < 0)
    return fail (error, m, group, "command", _("the program takes {input}, but the command names no file beside "
                                                "the manifest"));
  return TRUE;
}

static gboolean
load_play (GKeyFile *file, QdGradeManifest *m, const char *group, QdGradeTest *t, GError **error)
{
  g_autofree char *side = g_key_file_get_value (file, group, "as", NULL);
  g_autofree char *pass = g_key_file_get_value (file, group, "pass", NULL);
  const QdProblemGame *play;
  double n;

  t->kind = QD_GRADE_PLAY;
  if (!check_keys (file, m, group, play_keys, error) ||
      (t->game = qd_owned_add (&t->owned, get_argv (file, m, group, "game", error), (GDestroyNotify) g_strfreev)) == NULL)
    return FALSE;
  if ((play = qd_cli_find_game (t->game[0])) == NULL)
    {
      g_autofree char *names = qd_cli_game_names ();
      g_autofree char *what = g_strdup_printf (_("not a game: use %s"), names);

      return fail (error, m, group, "game", what);
    }
  if (!check_words (m, group, "game", t->game, TRUE, error))
    return FALSE;
  if ((t->agent = qd_owned_add (&t->owned, g_key_file_get_value (file, group, "agent", NULL), g_free)) == NULL)
    return fail (error, m, group, "agent", _("missing: the student's agent's command line"));
  t->opponent = g_key_file_get_value (file, group, "opponent", NULL);
  if (t->opponent == NULL)
    t->opponent = g_strdup (play->default_opponent);
  qd_owned_add (&t->owned, t->opponent, g_free);
  if (g_str_has_prefix (t->opponent, "program:") && !check_program (m, group, t->opponent + 8, error))
    return FALSE;
  if (!get_number (file, m, group, "games", 1, MAX_GAMES, DEFAULT_GAMES, &n, error) ||
      !get_bool (file, m, group, "partial", &t->partial, error))
    return FALSE;
  t->games = (guint) n;
  if (n != t->games)
    return fail (error, m, group, "games", _("a whole number of games"));
  t->side = side == NULL || g_str_equal (side, "both") ? QD_GRADE_AS_BOTH
            : g_str_equal (side, "first") ? QD_GRADE_AS_FIRST
            : g_str_equal (side, "second") ? QD_GRADE_AS_SECOND : (QdGradeSide) -1;
  if ((gint) t->side < 0)
    return fail (error, m, group, "as", _("use first, second or both"));
  if (pass == NULL || !parse_pass (g_strstrip (pass), t))
    return fail (error, m, group, "pass", _("use wins>=K (K at most games=) or score>=F (F from 0 to 1)"));
  return TRUE;
}

QdGradeManifest *
qd_grade_manifest_load (const char *path, GError **error)
{
  g_autoptr(QdGradeManifest) m = g_new0 (QdGradeManifest, 1);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_auto(GStrv) groups = NULL;
  g_autofree char *absolute = g_canonicalize_filename (path, NULL);
  /* The tests' names, to find a second of one at once (a class's manifest
   * may have tens of thousands of tests). */
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  gsize length;
  gboolean loaded;

  m->path = qd_owned_add (&m->owned, g_strdup (path), g_free);
  m->folder = qd_owned_add (&m->owned, g_path_get_dirname (absolute), g_free);
  m->tests = qd_owned_add (&m->owned, g_ptr_array_new_with_free_func (qd_owned_free), (GDestroyNotify) g_ptr_array_unref);
  m->short_options = qd_owned_add (&m->owned, g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                                     (GDestroyNotify) g_hash_table_unref),
                                   (GDestroyNotify) g_hash_table_unref);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("%s: not a file"), path);
      return NULL;
    }
  loaded = g_file_get_contents (path, &m->text, &length, &local);
  qd_owned_add (&m->owned, m->text, g_free);
  if (!loaded || !g_key_file_load_from_data (file, m->text, length, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", path, local->message);
      return NULL;
    }
  groups = g_key_file_get_groups (file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_autofree char *name = g_str_has_prefix (groups[g], "test ") ? g_strstrip (g_strdup (groups[g] + 5)) : NULL;
      QdGradeTest *t;
      double points, timeout, memory, disk, processes;

      if (name == NULL || name[0] == '\0')
        {
          fail (error, m, groups[g], NULL, _("a group is [test NAME]"));
          return NULL;
        }
      t = g_new0 (QdGradeTest, 1);
      g_ptr_array_add (m->tests, t);
      t->name = qd_owned_add (&t->owned, g_steal_pointer (&name), g_free);
      if (!g_hash_table_add (names, t->name))
        {
          fail (error, m, groups[g], NULL, _("a second test of this name"));
          return NULL;
        }
      t->visibility = g_key_file_get_value (file, groups[g], "visibility", NULL);
      if (t->visibility == NULL)
        t->visibility = g_strdup ("visible");
      qd_owned_add (&t->owned, t->visibility, g_free);
      if (!g_strv_contains (visibilities, t->visibility))
        {
          fail (error, m, groups[g], "visibility", _("use visible, hidden, after_due_date or after_published"));
          return NULL;
        }
      if (!g_key_file_has_key (file, groups[g], "points", NULL))
        {
          fail (error, m, groups[g], "points", _("missing"));
          return NULL;
        }
      if (!get_number (file, m, groups[g], "points", 0, 1e6, 0, &points, error) ||
          !get_number (file, m, groups[g], "timeout", 0.001, 3600, DEFAULT_TIMEOUT, &timeout, error) ||
          !get_number (file, m, groups[g], "memory", 16, 1 << 20, DEFAULT_MEMORY_MB, &memory, error))
        return NULL;
      if (!get_number (file, m, groups[g], "disk", 1, 1 << 20, DEFAULT_DISK_MB, &disk, error) ||
          !get_number (file, m, groups[g], "processes", 1, 100000, DEFAULT_PROCESSES, &processes, error) ||
          !get_env (file, m, groups[g], t, error))
        return NULL;
      t->points = points;
      t->timeout = timeout;
      t->memory_mb = (guint) memory;
      t->disk_mb = (guint) disk;
      t->processes = (guint) processes;
      if (t->disk_mb != disk || t->processes != processes)
        {
          fail (error, m, groups[g], t->disk_mb != disk ? "disk" : "processes", _("a whole number"));
          return NULL;
        }
      if (g_key_file_has_key (file, groups[g], "command", NULL) == g_key_file_has_key (file, groups[g], "game", NULL))
        {
          fail (error, m, groups[g], NULL, _("a test has command= (an output test) or game= (a play test)"));
          return NULL;
        }
      if (!(g_key_file_has_key (file, groups[g], "command", NULL) ? load_output (file, m, groups[g], t, error)
                                                                    : load_play (file, m, groups[g], t, error)))
        return NULL;
    }
  if (m->tests->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: no [test NAME] group"), path);
      return NULL;
    }
  return g_steal_pointer (&m);
}
