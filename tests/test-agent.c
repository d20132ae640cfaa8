/* test-agent.c — the host of outside programs and the agents' protocol
 * (core/qd-program.h, core/qd-agent.h): a template agent plays; hostile
 * agents (tests/agents/hostile.py) are each ended with their cause named,
 * within their time and a second, and leave nothing behind: no process, no
 * file outside their scratch folder, no connection. */
#include <gio/gio.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "core/qd-agent.h"
#include "core/qd-sandbox.h"

#define MOVE_MS 1500
#define KCELL_START "# a KCell game\ncells 7\nstones 2\n"

static char *hostile;      /* tests/agents/hostile.py */
static char *agents_dir;   /* data/agents */
static char *python;       /* the interpreter itself, not a version manager's script */
static char *home;         /* $HOME and $XDG_CONFIG_HOME, set before any thread */
static char *config_home;

/* The agent running `command` in `folder`, under `sandbox`. */
static QdAgent *
agent_in (const char *command, guint move_ms, const char *folder, QdProgramSandbox sandbox)
{
  QdAgentConfig config;
  g_autoptr(GError) error = NULL;
  g_autofree char *spec = g_strconcat ("program:", command, NULL);
  QdAgent *agent;

  g_assert_true (qd_agent_config_parse (spec, &config, &error));
  g_assert_no_error (error);
  config.move_ms = move_ms;
  g_free (config.folder);   /* the folder of its program, from the spec */
  config.folder = g_strdup (folder);
  config.sandbox = sandbox;
  agent = qd_agent_new (&config);
  qd_agent_config_clear (&config);
  return agent;
}

static QdAgent *
agent_for (const char *command, guint move_ms)
{
  return agent_in (command, move_ms, agents_dir, QD_PROGRAM_SANDBOX_ON);
}

static QdAgent *
hostile_agent (const char *mode, const char *arg)
{
  g_autofree char *command = g_strdup_printf ("'%s' '%s' %s %s", python, hostile, mode, arg != NULL ? arg : "");

  return agent_for (command, MOVE_MS);
}

/* One move of the agent; its error (NULL when it moved), the time taken. */
static GError *
play_once (QdAgent *agent, char **move, gint64 *elapsed_us)
{
  GError *error = NULL;
  const char *moves[] = { "2", NULL };
  gint64 start = g_get_monotonic_time ();

  qd_agent_play (agent, "kcell", KCELL_START, moves, NULL, NULL, NULL, move, &error);
  *elapsed_us = g_get_monotonic_time () - start;
  return error;
}

/* Whether process `name` (a /proc entry) leads a session of its own. */
static gboolean
leads_session (const char *name)
{
  g_autofree char *path = g_build_filename ("/proc", name, "stat", NULL);
  g_autofree char *text = NULL;
  const char *after;
  long session = 0;

  /* "PID (COMM) STATE PPID PGRP SESSION …", COMM holding anything. */
  if (!g_file_get_contents (path, &text, NULL, NULL) || (after = strrchr (text, ')')) == NULL ||
      sscanf (after + 1, " %*c %*d %*d %ld", &session) != 1)
    return FALSE;
  return session == atol (name);
}

/* The processes whose command line holds `word`; `leaders`, if not NULL,
 * counts those of them that lead a session. */
static guint
processes_with_leaders (const char *word, guint *leaders)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc", 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc", name, "cmdline", NULL);
      g_autofree char *text = NULL;
      gsize length;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (path, &text, &length, NULL))
        continue;
      for (gsize i = 0; i + 1 < length; i++)
        if (text[i] == '\0')
          text[i] = ' ';
      if (strstr (text, word) != NULL && strstr (text, "hostile.py") == NULL)
        {
          n++;
          if (leaders != NULL && leads_session (name))
            (*leaders)++;
        }
    }
  return n;
}

static guint
processes_with (const char *word)
{
  return processes_with_leaders (word, NULL);
}

static void
on_info (gpointer data, const QdAgentInfo *info)
{
  guint *n = data;

  g_assert_true (info->has_depth || info->text != NULL);
  (*n)++;
}

static void
test_template (void)
{
  g_autofree char *command = g_strdup_printf ("'%s' kcell_agent.py --depth 3", python);
  g_autoptr(QdAgent) agent = agent_for (command, 10000);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  const char *none[] = { NULL };
  const char *after[] = { "2", NULL };
  guint infos = 0;

  g_assert_true (qd_agent_play (agent, "kcell", KCELL_START, none, NULL, on_info, &infos, &first, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_equal (first, "1") || g_str_equal (first, "2"));
  g_assert_cmpstr (qd_agent_get_name (agent), ==, "kcell alpha-beta depth 3");
  g_assert_cmpstr (qd_agent_get_author (agent), ==, "a student");
  /* The same process answers the next move (player 2's: cell 6 or 7). */
  g_assert_true (qd_agent_play (agent, "kcell", KCELL_START, after, NULL, on_info, &infos, &second, &error));
  g_assert_true (g_str_equal (second, "6") || g_str_equal (second, "7"));
  g_assert_cmpuint (infos, ==, 2);
  g_test_message ("sandboxed: %s", qd_agent_is_sandboxed (agent) ? "yes" : "no");
}

static gpointer
first_move_thread (gpointer agent)
{
  g_autoptr(GError) error = NULL;
  const char *none[] = { NULL };
  char *move = NULL;

  if (!qd_agent_play (agent, "kcell", KCELL_START, none, NULL, NULL, NULL, &move, &error))
    g_error ("the first move: %s", error->message);
  return move;
}

/* A window plays each move on a worker thread, which may end between two
 * moves: the program started on one outlives it (bubblewrap's
 * --die-with-parent watches the thread that starts it). */
static void
test_thread_ends (void)
{
  g_autofree char *command = g_strdup_printf ("'%s' kcell_agent.py --depth 2", python);
  g_autoptr(QdAgent) agent = agent_for (command, 10000);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = g_thread_join (g_thread_new ("first-move", first_move_thread, agent));
  g_autofree char *second = NULL;
  const char *after[] = { first, NULL };

  g_usleep (200 * 1000);
  g_assert_true (qd_agent_play (agent, "kcell", KCELL_START, after, NULL, NULL, NULL, &second, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_equal (second, "6") || g_str_equal (second, "7"));
}

/* The agent of `mode` forfeits with an error of `code` whose message holds
 * `cause`, within its move time and a second. */
static void
forfeits (const char *mode, QdAgentError code, const char *cause)
{
  g_autoptr(QdAgent) agent = hostile_agent (mode, NULL);
  g_autofree char *move = NULL;
  gint64 elapsed;
  g_autoptr(GError) error = play_once (agent, &move, &elapsed);

  g_test_message ("%s: %s (%.2f s, %.2f s from the position sent)", mode,
                  error != NULL ? error->message : "moved", elapsed / 1e6, qd_agent_get_last_move_us (agent) / 1e6);
  g_assert_error (error, QD_AGENT_ERROR, (gint) code);
  g_assert_nonnull (strstr (error->message, cause));
  g_assert_null (move);
  /* Within its time and a second from the position sent. */
  g_assert_cmpint (qd_agent_get_last_move_us (agent), <, (MOVE_MS + 1000) * 1000);
}

static void
test_crash (void)
{
  forfeits ("crash", QD_AGENT_ERROR_ENDED, "Segmentation fault");
}

static void
test_sleep (void)
{
  forfeits ("sleep", QD_AGENT_ERROR_TIMEOUT, "no move within 1.5 s");
}

static void
test_garbage (void)
{
  forfeits ("garbage", QD_AGENT_ERROR_PROTOCOL, "“hello there”");
}

static void
test_flood (void)
{
  forfeits ("flood", QD_AGENT_ERROR_TOO_LONG, "bytes of output for one move");
}

static void
test_exit (void)
{
  forfeits ("quit", QD_AGENT_ERROR_ENDED, "exited with status 3");
}

static void
test_silent (void)
{
  g_autofree char *command = g_strdup_printf ("'%s' '%s' silent", python, hostile);
  g_autofree char *spec = g_strconcat ("program:", command, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;
  const char *moves[] = { NULL };
  QdAgentConfig config;
  QdAgent *agent;
  gint64 began = g_get_monotonic_time ();

  g_assert_true (qd_agent_config_parse (spec, &config, NULL));
  config.start_ms = 1500;
  agent = qd_agent_new (&config);
  qd_agent_config_clear (&config);
  g_assert_false (qd_agent_play (agent, "kcell", KCELL_START, moves, NULL, NULL, NULL, &move, &error));
  g_assert_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TIMEOUT);
  g_assert_nonnull (strstr (error->message, "no “ready” within 1.5 s"));
  /* Within its start time and a second. */
  g_assert_cmpint (g_get_monotonic_time () - began, <, 2500 * 1000);
  qd_agent_free (agent);
}

static void
test_memory (void)
{
  g_autoptr(QdAgent) agent = hostile_agent ("memory", NULL);
  g_autofree char *move = NULL;
  gint64 elapsed;
  g_autoptr(GError) error = play_once (agent, &move, &elapsed);

  /* 8 GB is past the 2 GB of address space: Python's MemoryError ends it. */
  g_assert_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_ENDED);
  g_assert_nonnull (strstr (error->message, "exited with status 1"));
  g_assert_nonnull (strstr (qd_agent_get_stderr (agent), "MemoryError"));
}

static void
test_not_found (void)
{
  g_autoptr(QdAgent) agent = agent_for ("/nonexistent/agent --fast", MOVE_MS);
  g_autofree char *move = NULL;
  gint64 elapsed;
  g_autoptr(GError) error = play_once (agent, &move, &elapsed);

  g_assert_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START);
  g_assert_nonnull (strstr (error->message, "/nonexistent/agent: no such program"));
}

static void
collect_text (gpointer data, const QdAgentInfo *info)
{
  if (info->text != NULL)
    g_string_append_printf (data, "%s\n", info->text);
}

static void
test_fork (void)
{
  /* A mark in the children's command line: an interval sleep accepts. */
  g_autofree char *word = g_strdup_printf ("0.000%d", (int) getpid ());
  g_autofree char *command = g_strdup_printf ("program:'%s' '%s' fork %s", python, hostile, word);
  g_autoptr(GString) said = g_string_new (NULL);
  const char *moves[] = { NULL };
  QdAgentConfig config;
  QdAgent *agent;
  g_autofree char *move = NULL;
  guint leaders = 0, started = 0;
  gint64 until;
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_agent_config_parse (command, &config, NULL));
  g_free (config.folder);
  config.folder = g_strdup (agents_dir);
  config.move_ms = 10000;
  config.processes = 40;
  agent = qd_agent_new (&config);
  qd_agent_config_clear (&config);
  g_assert_true (qd_agent_play (agent, "kcell", KCELL_START, moves, NULL, collect_text, said, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, "1");
  /* Its children run as long as the sandbox's processes are fewer than 40
   * (it, bubblewrap's first and the interpreter among them), as root too;
   * in its session: setsid does nothing in the sandbox, for a session of
   * their own would be scheduler autogroups its niceness does not reach. */
  g_assert_cmpint (sscanf (said->str, "started %u", &started), ==, 1);
  g_test_message ("started %u of 200", started);
  g_assert_cmpuint (started, >, 20);
  g_assert_cmpuint (started, <, 40);
  g_assert_nonnull (strstr (qd_agent_get_stderr (agent), "fork: "));
  until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (processes_with (word) < started && g_get_monotonic_time () < until)
    g_usleep (20 * 1000);
  g_assert_cmpuint (processes_with_leaders (word, &leaders), ==, started);
  g_assert_cmpuint (leaders, ==, 0);
  qd_agent_free (agent);
  /* Every child is gone (killed with its namespace: the kernel takes a
   * moment). */
  until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (processes_with (word) > 0 && g_get_monotonic_time () < until)
    g_usleep (20 * 1000);
  g_assert_cmpuint (processes_with (word), ==, 0);
}

static gboolean
exists_in (const char *folder, const char *prefix)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      return TRUE;
  return FALSE;
}


static void
test_write (void)
{
  g_autofree char *work = g_dir_make_tmp ("quandary-work-XXXXXX", NULL);
  g_autofree char *command = g_strdup_printf ("'%s' '%s' write '%s'", python, hostile, home);
  g_autoptr(GString) said = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;
  const char *moves[] = { NULL };
  QdAgent *agent;

  /* Run by root, the program is a user of its own: its folder open to all. */
  g_chmod (work, 0755);
  agent = agent_in (command, MOVE_MS, work, QD_PROGRAM_SANDBOX_ON);
  g_assert_true (qd_agent_play (agent, "kcell", KCELL_START, moves, NULL, collect_text, said, &move, &error));
  g_assert_no_error (error);
  /* It could write into its scratch folder alone, which is its $HOME too:
   * nothing of this machine's. */
  g_assert_nonnull (strstr (said->str, "wrote " QD_SANDBOX_SCRATCH "/hostile-"));
  g_assert_null (strstr (said->str, work));
  g_assert_null (strstr (said->str, home));
  g_assert_false (exists_in (work, "hostile-"));
  g_assert_false (exists_in (home, "hostile-"));
  g_assert_false (exists_in (g_get_tmp_dir (), "hostile-"));
  g_assert_nonnull (strstr (qd_agent_get_stderr (agent), "Read-only file system"));
  qd_agent_free (agent);
  g_rmdir (work);
}

static void
test_connect (void)
{
  int listener = socket (AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  struct sockaddr_in address = { 0 };
  socklen_t length = sizeof address;
  g_autofree char *port = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;
  gint64 elapsed;
  QdAgent *agent;

  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  g_assert_cmpint (bind (listener, (struct sockaddr *) &address, sizeof address), ==, 0);
  g_assert_cmpint (listen (listener, 4), ==, 0);
  g_assert_cmpint (getsockname (listener, (struct sockaddr *) &address, &length), ==, 0);
  port = g_strdup_printf ("%u", ntohs (address.sin_port));
  agent = hostile_agent ("connect", port);
  error = play_once (agent, &move, &elapsed);
  g_assert_no_error (error);
  g_assert_cmpstr (move, ==, "1");
  g_assert_nonnull (strstr (qd_agent_get_stderr (agent), "connect:"));
  qd_agent_free (agent);
  /* No connection arrived. */
  g_assert_cmpint (accept (listener, NULL, NULL), <, 0);
  close (listener);
}

/* The agents the window runs are these: tests/agents/probe.py, a hostile
 * student's agent, tries to escape, to read the home and the machine's
 * secrets, to reach a unix socket and the network, to use ptrace and
 * namespaces; every attempt fails and it says so in its forfeit's line. */
static void
test_probe (void)
{
  g_autofree char *probe = g_test_build_filename (G_TEST_DIST, "agents", "probe.py", NULL);
  g_autofree char *secret = g_build_filename (home, "secret.txt", NULL);
  g_autofree char *command = g_strdup_printf ("'%s' '%s' --escape=%s --read=%s --read=%s --write=%s "
                                              "--socket=/run/dbus/system_bus_socket --absent=HOME_SECRET --agent",
                                              python, probe, secret, secret, home, home);
  g_autofree char *move = NULL;
  g_autoptr(QdAgent) agent = NULL;
  g_autoptr(GError) error = NULL;
  gint64 elapsed;

  g_assert_true (g_file_set_contents (secret, "the assistant's secret\n", -1, NULL));
  g_setenv ("HOME_SECRET", "hunter2", TRUE);
  agent = agent_for (command, MOVE_MS);
  error = play_once (agent, &move, &elapsed);
  g_unsetenv ("HOME_SECRET");
  g_assert_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_PROTOCOL);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "probes held"));
  g_assert_null (strstr (qd_agent_get_stderr (agent), "BREACH"));
  g_assert_nonnull (strstr (qd_agent_get_stderr (agent), "probe escape held"));
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (secret, &text, NULL, NULL));
    g_assert_cmpstr (text, ==, "the assistant's secret\n");
  }
  g_unlink (secret);
}

typedef struct {
  gint flag;
} Stop;

static gboolean
raise_stop (gpointer data)
{
  g_atomic_int_set (&((Stop *) data)->flag, 1);
  return G_SOURCE_REMOVE;
}

static gpointer
stopper (gpointer data)
{
  g_usleep (200 * 1000);
  raise_stop (data);
  return NULL;
}

static void
test_stop (void)
{
  g_autoptr(QdAgent) agent = hostile_agent ("sleep", NULL);
  Stop stop = { 0 };
  GThread *thread = g_thread_new ("stop", stopper, &stop);
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;
  const char *moves[] = { NULL };

  g_assert_false (qd_agent_play (agent, "kcell", KCELL_START, moves, &stop.flag, NULL, NULL, &move, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_thread_join (thread);
}

static void
test_once (void)
{
  QdAgentConfig config;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  const char *none[] = { NULL };
  const char *after[] = { "3", NULL };
  g_autofree char *spec = g_strdup_printf ("program:'%s' takestones_agent.py --random", python);
  QdAgent *agent;

  g_assert_true (qd_agent_config_parse (spec, &config, &error));
  g_free (config.folder);
  config.folder = g_strdup (agents_dir);
  config.mode = QD_AGENT_MODE_ONCE;
  agent = qd_agent_new (&config);
  qd_agent_config_clear (&config);
  g_assert_true (qd_agent_play (agent, "takestones", "stones 7\n", none, NULL, NULL, NULL, &first, &error));
  g_assert_true (g_str_equal (first, "1") || g_str_equal (first, "3"));
  g_assert_true (qd_agent_play (agent, "takestones", "stones 7\n", after, NULL, NULL, NULL, &second, &error));
  g_assert_true (g_str_equal (second, "1") || g_str_equal (second, "6"));
  qd_agent_free (agent);
}

static void
write_registry (const char *config_home, const char *text)
{
  g_autofree char *folder = g_build_filename (config_home, "quandary", NULL);
  g_autofree char *path = g_build_filename (folder, "agents.conf", NULL);

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
test_registry (void)
{
  g_autofree char *text = g_strdup_printf ("[random-stones]\ncommand=python3 takestones_agent.py --random\n"
                                           "folder=%s\nmode=once\ngames=takestones\nmove-time=2.5\n\n"
                                           "[broken]\nmode=sometimes\ncommand=true\n\n[nothing]\nmode=once\n",
                                           agents_dir);
  g_auto(GStrv) names = NULL;
  QdAgentConfig config;
  g_autoptr(GError) error = NULL;

  write_registry (config_home, text);
  names = qd_agent_registry_names (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (names[0], ==, "broken");
  g_assert_cmpstr (names[2], ==, "random-stones");

  g_assert_true (qd_agent_config_parse ("agent:random-stones", &config, &error));
  g_assert_cmpstr (config.argv[0], ==, "python3");
  g_assert_cmpint (config.mode, ==, QD_AGENT_MODE_ONCE);
  g_assert_cmpuint (config.move_ms, ==, 2500);
  g_assert_true (qd_agent_config_plays (&config, "takestones"));
  g_assert_false (qd_agent_config_plays (&config, "kcell"));
  qd_agent_config_clear (&config);

  g_assert_false (qd_agent_config_parse ("agent:broken", &config, &error));
  g_assert_nonnull (strstr (error->message, "agents.conf [broken]: mode=sometimes: use persistent or once"));
  g_clear_error (&error);
  g_assert_false (qd_agent_config_parse ("agent:nothing", &config, &error));
  g_assert_nonnull (strstr (error->message, "[nothing]: no command="));
  g_clear_error (&error);
  g_assert_false (qd_agent_config_parse ("agent:missing", &config, &error));
  g_assert_nonnull (strstr (error->message, "agent:missing: no such agent in the registry"));
  g_clear_error (&error);
  g_assert_false (qd_agent_config_parse ("program:python3 'unclosed", &config, &error));
  g_assert_nonnull (strstr (error->message, "cannot be read"));
  g_clear_error (&error);
  /* Written back: a new agent beside the others, read as it was given. */
  {
    const char *argv[] = { "python3", "my agent.py", "--depth", "5", NULL };
    const char *games[] = { "kcell", NULL };
    QdAgentConfig made = { .name = (char *) "mine", .argv = (char **) argv, .folder = (char *) "/srv/agents",
                           .mode = QD_AGENT_MODE_ONCE, .move_ms = 2500, .disk_mb = 20, .processes = 16,
                           .games = (char **) games, .sandbox = QD_PROGRAM_SANDBOX_ON };
    g_auto(GStrv) after = NULL;

    g_assert_true (qd_agent_registry_save (&made, &error));
    g_assert_no_error (error);
    g_assert_true (qd_agent_config_parse ("agent:mine", &config, &error));
    g_assert_cmpstrv (config.argv, argv);
    g_assert_cmpstr (config.folder, ==, "/srv/agents");
    g_assert_cmpint (config.mode, ==, QD_AGENT_MODE_ONCE);
    g_assert_cmpuint (config.move_ms, ==, 2500);
    g_assert_cmpuint (config.disk_mb, ==, 20);
    g_assert_cmpuint (config.processes, ==, 16);
    g_assert_cmpstrv (config.games, games);
    qd_agent_config_clear (&config);
    g_assert_true (qd_agent_registry_is_users ("mine"));
    after = qd_agent_registry_names (&error);
    g_assert_cmpuint (g_strv_length (after), ==, 4);
    g_assert_true (qd_agent_registry_remove ("mine", &error));
    g_assert_false (qd_agent_registry_is_users ("mine"));
    g_assert_false (qd_agent_registry_remove ("mine", &error));
    g_assert_nonnull (strstr (error->message, "mine is not in your registry"));
    g_clear_error (&error);
    made.name = (char *) "[bad]";
    g_assert_false (qd_agent_registry_save (&made, &error));
    g_assert_nonnull (strstr (error->message, "no brackets"));
    g_clear_error (&error);
  }
  g_assert_true (qd_agent_spec_is_outside ("program:x"));
  g_assert_false (qd_agent_spec_is_outside ("alphabeta:3"));
  {
    g_autofree char *path = g_build_filename (config_home, "quandary", "agents.conf", NULL);
    g_autofree char *folder = g_build_filename (config_home, "quandary", NULL);

    g_unlink (path);
    g_rmdir (folder);
  }
}

/* What it inherits: nothing past its three streams (a descriptor of ours
 * left open on exec included), a niceness below the window's and a
 * session's autogroup as nice, in the sandbox and out of it; out of it, a
 * process group of its own. */
static void
test_inspect (void)
{
  int leaked = open ("/dev/null", O_RDONLY);   /* not close-on-exec */

  g_assert_cmpint (leaked, >=, 0);
  for (guint sandbox = 0; sandbox < 2; sandbox++)
    {
      g_autofree char *command = g_strdup_printf ("'%s' '%s' inspect", python, hostile);
      g_autoptr(GString) said = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *move = NULL;
      const char *moves[] = { NULL };
      QdAgent *agent = agent_in (command, MOVE_MS, agents_dir,
                                 sandbox ? QD_PROGRAM_SANDBOX_ON : QD_PROGRAM_SANDBOX_OFF);
      guint fds = 99, nice_value = 0;
      char group[8] = "", autogroup[8] = "";

      g_assert_true (qd_agent_play (agent, "kcell", KCELL_START, moves, NULL, collect_text, said, &move, &error));
      g_assert_no_error (error);
      g_test_message ("sandbox %u: %s", sandbox, said->str);
      g_assert_cmpint (sscanf (said->str, "fds %u group %7s nice %u autogroup %7s", &fds, group, &nice_value, autogroup),
                       ==, 4);
      g_assert_cmpuint (fds, ==, 0);
      /* In the sandbox, its pid namespace holds every process it starts. */
      if (!sandbox)
        g_assert_cmpstr (group, ==, "own");
      g_assert_cmpuint (nice_value, >=, 10);
      /* Its session weighs as little as its processes: a session's
       * autogroup counts as much as the window's whatever their niceness. */
      if (!g_str_equal (autogroup, "none"))
        g_assert_cmpint (atoi (autogroup), >=, 10);
      qd_agent_free (agent);
    }
  close (leaked);
}

int
main (int argc, char **argv)
{
  int status;

  /* A home and a configuration of the test's own, before any thread. */
  home = g_dir_make_tmp ("quandary-home-XXXXXX", NULL);
  config_home = g_dir_make_tmp ("quandary-config-XXXXXX", NULL);
  g_setenv ("HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config_home, TRUE);
  /* The interpreter a confined program finds (the system's). */
  python = qd_sandbox_find_program ("python3");
  g_assert_nonnull (python);
  g_test_init (&argc, &argv, NULL);
  hostile = g_test_build_filename (G_TEST_DIST, "agents", "hostile.py", NULL);
  agents_dir = g_build_filename (g_getenv ("QD_DATA_DIR"), "agents", NULL);
  g_test_add_func ("/agent/template", test_template);
  g_test_add_func ("/agent/once", test_once);
  g_test_add_func ("/agent/thread-ends", test_thread_ends);
  g_test_add_func ("/agent/registry", test_registry);
  g_test_add_func ("/agent/not-found", test_not_found);
  g_test_add_func ("/agent/hostile/crash", test_crash);
  g_test_add_func ("/agent/hostile/sleep", test_sleep);
  g_test_add_func ("/agent/hostile/silent", test_silent);
  g_test_add_func ("/agent/hostile/garbage", test_garbage);
  g_test_add_func ("/agent/hostile/flood", test_flood);
  g_test_add_func ("/agent/hostile/exit", test_exit);
  g_test_add_func ("/agent/hostile/memory", test_memory);
  g_test_add_func ("/agent/hostile/fork", test_fork);
  g_test_add_func ("/agent/hostile/write", test_write);
  g_test_add_func ("/agent/hostile/connect", test_connect);
  g_test_add_func ("/agent/hostile/inspect", test_inspect);
  g_test_add_func ("/agent/hostile/probe", test_probe);
  g_test_add_func ("/agent/stop", test_stop);
  status = g_test_run ();
  g_rmdir (home);
  g_rmdir (config_home);
  g_free (home);
  g_free (config_home);
  g_free (hostile);
  g_free (python);
  g_free (agents_dir);
  return status;
}
