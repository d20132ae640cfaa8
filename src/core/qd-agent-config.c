/* qd-agent-config.c — `program:COMMAND`, `agent:NAME` and the registry of
 * agents (qd-agent.h). */
#include "config.h"
#include "qd-agent.h"
#include "qd-file.h"
#include "qd-sandbox.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define PROGRAM_PREFIX "program:"
#define AGENT_PREFIX "agent:"
#define REGISTRY_FILE "agents.conf"

guint
qd_agent_seconds_to_ms (double seconds)
{
  return (guint) MAX (1, lround (seconds * 1000));
}

gboolean
qd_agent_spec_is_outside (const char *spec)
{
  return spec != NULL && (g_str_has_prefix (spec, PROGRAM_PREFIX) || g_str_has_prefix (spec, AGENT_PREFIX));
}

void
qd_agent_config_clear (QdAgentConfig *config)
{
  g_clear_pointer (&config->name, g_free);
  g_clear_pointer (&config->argv, g_strfreev);
  g_clear_pointer (&config->folder, g_free);
  g_clear_pointer (&config->games, g_strfreev);
  g_clear_pointer (&config->env, g_strfreev);
}

void
qd_agent_config_free (QdAgentConfig *config)
{
  if (config == NULL)
    return;
  qd_agent_config_clear (config);
  g_free (config);
}

gboolean
qd_agent_config_plays (const QdAgentConfig *config, const char *game)
{
  return config->games == NULL || g_strv_contains ((const char *const *) config->games, game);
}

char *
qd_agent_registry_user_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "quandary", REGISTRY_FILE, NULL);
}

/* The registry files that exist, the system's first, the user's last. */
static GPtrArray *
registry_files (void)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *const *dirs = g_get_system_config_dirs ();
  guint n = g_strv_length ((char **) dirs);
  char *user = qd_agent_registry_user_path ();

  /* XDG's system folders are in order of importance: the least first here. */
  for (guint i = n; i-- > 0;)
    {
      char *path = g_build_filename (dirs[i], "quandary", REGISTRY_FILE, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (files, path);
      else
        g_free (path);
    }
  if (g_file_test (user, G_FILE_TEST_IS_REGULAR))
    g_ptr_array_add (files, user);
  else
    g_free (user);
  return files;
}

static gboolean
load (const char *path, GKeyFile *keys, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, &local))
    return TRUE;
  g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, "%s: %s", path, local->message);
  return FALSE;
}

/* g_ptr_array_sort passes pointers to the elements. */
static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

char **
qd_agent_registry_names (GError **error)
{
  g_autoptr(GPtrArray) files = registry_files ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint f = 0; f < files->len; f++)
    {
      g_autoptr(GKeyFile) keys = g_key_file_new ();
      g_auto(GStrv) groups = NULL;

      if (!load (files->pdata[f], keys, error))
        return NULL;
      groups = g_key_file_get_groups (keys, NULL);
      for (guint g = 0; groups[g] != NULL; g++)
        if (!g_ptr_array_find_with_equal_func (names, groups[g], g_str_equal, NULL))
          g_ptr_array_add (names, g_strdup (groups[g]));
    }
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

static gboolean
parse_command (const char *text, const char *where, char ***argv, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (g_shell_parse_argv (text, NULL, argv, &local))
    return TRUE;
  g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s: the command “%s” cannot be read: %s"), where,
               text, local->message);
  return FALSE;
}

/* An agent's working folder when none is given: the folder of its
 * program's file (the first file its command names that is not the
 * system's: `kcell_agent.py` in `python3 kcell_agent.py`), else the
 * current one; the files its command names relative to the current folder
 * are made absolute, so that they are the same files from there.  What
 * the sandbox shows it is that folder: a tournament's agents in a
 * course's folder do not see each other's files. */
static void
settle_folder (QdAgentConfig *config)
{
  g_autofree char *here = g_get_current_dir ();

  for (guint i = 0; config->argv[i] != NULL; i++)
    {
      g_autofree char *path = g_canonicalize_filename (config->argv[i], here);

      if (config->argv[i][0] == '-' || !g_file_test (path, G_FILE_TEST_IS_REGULAR) ||
          (!g_path_is_absolute (config->argv[i]) && strchr (config->argv[i], '/') == NULL && i == 0))
        continue;   /* an option, not a file, or a command found in PATH */
      if (config->folder == NULL && !qd_sandbox_shows (path))
        config->folder = g_path_get_dirname (path);
      if (!g_path_is_absolute (config->argv[i]))
        {
          g_free (config->argv[i]);
          config->argv[i] = g_steal_pointer (&path);
        }
    }
  if (config->folder == NULL)
    config->folder = g_steal_pointer (&here);
}

/* A key of seconds, when the group has it, into milliseconds. */
static gboolean
read_seconds (GKeyFile *keys, const char *name, const char *key, const char *where, guint *ms, GError **error)
{
  g_autoptr(GError) local = NULL;
  double seconds;

  if (!g_key_file_has_key (keys, name, key, NULL))
    return TRUE;
  seconds = g_key_file_get_double (keys, name, key, &local);
  if (local != NULL || !(seconds >= QD_AGENT_MIN_SECONDS && seconds <= QD_AGENT_MAX_SECONDS))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s: %s must be a number of seconds from 0.001 to %g"),
                   where, key, QD_AGENT_MAX_SECONDS);
      return FALSE;
    }
  *ms = qd_agent_seconds_to_ms (seconds);
  return TRUE;
}

/* A key of a whole number from `low` to `high`, when the group has it. */
static gboolean
read_whole (GKeyFile *keys, const char *name, const char *key, const char *where, gint64 low, gint64 high,
            guint *value, GError **error)
{
  g_autoptr(GError) local = NULL;
  gint64 n;

  if (!g_key_file_has_key (keys, name, key, NULL))
    return TRUE;
  n = g_key_file_get_int64 (keys, name, key, &local);
  if (local != NULL || n < low || n > high)
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s: %s must be a whole number from %d to %d"),
                   where, key, (int) low, (int) high);
      return FALSE;
    }
  *value = (guint) n;
  return TRUE;
}

/* One registry group into `config`; FALSE with an error naming the file,
 * the agent and the key. */
static gboolean
from_group (GKeyFile *keys, const char *path, const char *name, QdAgentConfig *config, GError **error)
{
  g_autofree char *command = g_key_file_get_string (keys, name, "command", NULL);
  g_autofree char *mode = g_key_file_get_string (keys, name, "mode", NULL);
  g_autofree char *where = g_strdup_printf ("%s [%s]", path, name);
  g_autoptr(GError) local = NULL;

  if (command == NULL)
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s: no command="), where);
      return FALSE;
    }
  if (!parse_command (command, where, &config->argv, error))
    return FALSE;
  config->name = g_strdup (name);
  if (mode != NULL && !g_str_equal (mode, "persistent") && !g_str_equal (mode, "once"))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s: mode=%s: use persistent or once"), where, mode);
      return FALSE;
    }
  config->mode = mode != NULL && g_str_equal (mode, "once") ? QD_AGENT_MODE_ONCE : QD_AGENT_MODE_PERSISTENT;
  if (!read_seconds (keys, name, "move-time", where, &config->move_ms, error) ||
      !read_seconds (keys, name, "start-time", where, &config->start_ms, error))
    return FALSE;
  if (!read_whole (keys, name, "memory", where, 16, 1024 * 1024, &config->memory_mb, error) ||
      !read_whole (keys, name, "disk", where, 1, 1024 * 1024, &config->disk_mb, error) ||
      !read_whole (keys, name, "processes", where, 1, 100000, &config->processes, error))
    return FALSE;
  if (g_key_file_has_key (keys, name, "sandbox", NULL))
    {
      gboolean on = g_key_file_get_boolean (keys, name, "sandbox", &local);

      if (local != NULL)
        {
          g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s: sandbox must be true or false"), where);
          return FALSE;
        }
      config->sandbox = on ? QD_PROGRAM_SANDBOX_ON : QD_PROGRAM_SANDBOX_OFF;
    }
  config->games = g_key_file_get_string_list (keys, name, "games", NULL, NULL);
  config->env = g_key_file_get_string_list (keys, name, "env", NULL, NULL);
  config->folder = g_key_file_get_string (keys, name, "folder", NULL);
  if (config->folder == NULL)
    settle_folder (config);
  return TRUE;
}

static gboolean
from_registry (const char *name, QdAgentConfig *config, GError **error)
{
  g_autoptr(GPtrArray) files = registry_files ();

  /* The user's file first: it is over the system's. */
  for (guint f = files->len; f-- > 0;)
    {
      g_autoptr(GKeyFile) keys = g_key_file_new ();

      if (!load (files->pdata[f], keys, error))
        return FALSE;
      if (g_key_file_has_group (keys, name))
        return from_group (keys, files->pdata[f], name, config, error);
    }
  {
    g_autofree char *user = qd_agent_registry_user_path ();

    g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("agent:%s: no such agent in the registry (%s)"), name,
                 user);
  }
  return FALSE;
}

gboolean
qd_agent_spec_check (const char *spec, GError **error)
{
  g_auto(GStrv) argv = NULL;

  if (g_str_has_prefix (spec, PROGRAM_PREFIX))
    return parse_command (spec + strlen (PROGRAM_PREFIX), spec, &argv, error);
  if (g_str_has_prefix (spec, AGENT_PREFIX) && spec[strlen (AGENT_PREFIX)] != '\0')
    return TRUE;
  g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("“%s” is not program:COMMAND nor agent:NAME"), spec);
  return FALSE;
}

gboolean
qd_agent_config_parse (const char *spec, QdAgentConfig *config, GError **error)
{
  memset (config, 0, sizeof *config);
  if (g_str_has_prefix (spec, PROGRAM_PREFIX))
    {
      const char *command = spec + strlen (PROGRAM_PREFIX);

      if (!parse_command (command, spec, &config->argv, error))
        return FALSE;
      settle_folder (config);
      return TRUE;
    }
  if (g_str_has_prefix (spec, AGENT_PREFIX) && spec[strlen (AGENT_PREFIX)] != '\0')
    {
      if (from_registry (spec + strlen (AGENT_PREFIX), config, error))
        return TRUE;
      qd_agent_config_clear (config);
      return FALSE;
    }
  g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("“%s” is not program:COMMAND nor agent:NAME"), spec);
  return FALSE;
}

/* ------------------------------------------------------ writing the registry */

gboolean
qd_agent_registry_check_name (const char *name, GError **error)
{
  const char *why = NULL;

  if (name == NULL || name[0] == '\0')
    why = _("an agent needs a name");
  else if (strpbrk (name, "[]\n\r") != NULL)
    why = _("a name has no brackets and no line breaks");
  else if (g_ascii_isspace (name[0]) || g_ascii_isspace (name[strlen (name) - 1]))
    why = _("a name neither begins nor ends with a space");
  else if (!g_utf8_validate (name, -1, NULL))
    why = _("a name is UTF-8 text");
  if (why == NULL)
    return TRUE;
  g_set_error_literal (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, why);
  return FALSE;
}

/* The user's registry, read (an empty one when it does not exist yet). */
static GKeyFile *
load_user (const char *path, GError **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) local = NULL;

  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_KEEP_COMMENTS, &local) &&
      !g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, "%s: %s", path, local->message);
      return NULL;
    }
  return g_steal_pointer (&keys);
}

static gboolean
save_user (GKeyFile *keys, const char *path, GError **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *text = g_key_file_to_data (keys, NULL, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", folder, g_strerror (saved));
      return FALSE;
    }
  return qd_save_text (file, text, -1, error);
}

gboolean
qd_agent_registry_save (const QdAgentConfig *config, GError **error)
{
  g_autofree char *path = qd_agent_registry_user_path ();
  g_autoptr(GKeyFile) keys = NULL;
  g_autoptr(GString) command = g_string_new (NULL);
  const char *name = config->name;

  if (!qd_agent_registry_check_name (name, error))
    return FALSE;
  if (config->argv == NULL || config->argv[0] == NULL)
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s: no command"), name);
      return FALSE;
    }
  if ((keys = load_user (path, error)) == NULL)
    return FALSE;
  g_key_file_remove_group (keys, name, NULL);
  for (guint i = 0; config->argv[i] != NULL; i++)
    {
      g_autofree char *word = g_shell_quote (config->argv[i]);

      /* A word that needs no quotes is written as it is. */
      g_string_append_printf (command, "%s%s", i > 0 ? " " : "",
                              strpbrk (config->argv[i], " \t\n'\"\\$`*?[]#~=%;&|<>(){}") == NULL &&
                              config->argv[i][0] != '\0' ? config->argv[i] : word);
    }
  g_key_file_set_string (keys, name, "command", command->str);
  if (config->folder != NULL)
    g_key_file_set_string (keys, name, "folder", config->folder);
  g_key_file_set_string (keys, name, "mode", config->mode == QD_AGENT_MODE_ONCE ? "once" : "persistent");
  if (config->games != NULL)
    g_key_file_set_string_list (keys, name, "games", (const char *const *) config->games,
                                g_strv_length (config->games));
  if (config->move_ms != 0)
    g_key_file_set_double (keys, name, "move-time", config->move_ms / 1000.0);
  if (config->start_ms != 0)
    g_key_file_set_double (keys, name, "start-time", config->start_ms / 1000.0);
  if (config->memory_mb != 0)
    g_key_file_set_int64 (keys, name, "memory", config->memory_mb);
  if (config->disk_mb != 0)
    g_key_file_set_int64 (keys, name, "disk", config->disk_mb);
  if (config->processes != 0)
    g_key_file_set_int64 (keys, name, "processes", config->processes);
  if (config->env != NULL)
    g_key_file_set_string_list (keys, name, "env", (const char *const *) config->env, g_strv_length (config->env));
  if (config->sandbox == QD_PROGRAM_SANDBOX_OFF)
    g_key_file_set_boolean (keys, name, "sandbox", FALSE);
  return save_user (keys, path, error);
}

gboolean
qd_agent_registry_is_users (const char *name)
{
  g_autofree char *path = qd_agent_registry_user_path ();
  g_autoptr(GKeyFile) keys = load_user (path, NULL);

  return keys != NULL && g_key_file_has_group (keys, name);
}

gboolean
qd_agent_registry_remove (const char *name, GError **error)
{
  g_autofree char *path = qd_agent_registry_user_path ();
  g_autoptr(GKeyFile) keys = load_user (path, error);

  if (keys == NULL)
    return FALSE;
  if (!g_key_file_has_group (keys, name))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START,
                   _("%s is not in your registry (%s): the system's agents are removed from the system's file"),
                   name, path);
      return FALSE;
    }
  g_key_file_remove_group (keys, name, NULL);
  return save_user (keys, path, error);
}
