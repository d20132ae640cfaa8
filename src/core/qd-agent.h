/* qd-agent.h — an outside agent: a program that plays a game over the line
 * protocol of docs/agents.md, run by the host of core/qd-program.h.
 *
 * Quandary sends `quandary 1`; the agent may answer `id name N` and `id
 * author A`, and answers `ready`.  Before each of its moves Quandary sends
 * `game NAME`, the game's starting position in the game's own file format,
 * a line `end`, `moves M1 M2 …` (the moves from the start, in the game's
 * notation) and `go movetime MS`; the agent may answer `info …` lines and
 * ends with `move M`.  `quit` ends it.  An agent run once per move
 * (QD_AGENT_MODE_ONCE) is started for each move and ended after it.
 *
 * Whatever the agent does wrong ends its turn with an error whose message is
 * the cause of the forfeit, in words: the caller (a game) names the player
 * and gives the game to the other side.  The error of a move the game finds
 * illegal is the game's own.  Nothing here knows a game. */
#pragma once

#include <glib.h>

#include "qd-program.h"

G_BEGIN_DECLS

#define QD_AGENT_ERROR (qd_agent_error_quark ())

typedef enum {
  QD_AGENT_ERROR_START,      /* it could not be started, or did not say ready */
  QD_AGENT_ERROR_TIMEOUT,    /* no move within its time */
  QD_AGENT_ERROR_ENDED,      /* it crashed or exited */
  QD_AGENT_ERROR_PROTOCOL,   /* a line the protocol has no place for */
  QD_AGENT_ERROR_TOO_LONG,   /* more output than a move may have */
  QD_AGENT_ERROR_ILLEGAL,    /* (for the games) a move that is not legal or not a move */
  QD_AGENT_ERROR_SETUP,      /* its sandbox could not be set up: this machine's problem, not the agent's */
} QdAgentError;

GQuark qd_agent_error_quark (void);
/* The kind of a forfeit in one word of no language, for logs: start,
 * timeout, ended, protocol, too-long, illegal (and "other" for an error of
 * another kind). */
const char *qd_agent_error_keyword (const GError *error);
/* The other way (a log read back): an error of that kind whose message
 * says the kind in words; NULL for a word that is no kind. */
GError     *qd_agent_error_new_from_keyword (const char *keyword);

typedef enum {
  QD_AGENT_MODE_PERSISTENT,  /* one process for the whole game */
  QD_AGENT_MODE_ONCE,        /* a process for each move */
} QdAgentMode;

#define QD_AGENT_DEFAULT_MOVE_MS 10000
/* The time from its start to `ready` (an interpreter or a JVM starts slowly). */
#define QD_AGENT_DEFAULT_START_MS 10000
/* The longest move or start time a registry or a command line may give, in
 * seconds, and the shortest. */
#define QD_AGENT_MAX_SECONDS 3600.0
#define QD_AGENT_MIN_SECONDS 0.001
/* Seconds (from QD_AGENT_MIN_SECONDS to QD_AGENT_MAX_SECONDS) in milliseconds, at least 1. */
guint qd_agent_seconds_to_ms (double seconds);

/* Output one move may have, info lines included. */
#define QD_AGENT_MAX_MOVE_OUTPUT (1024 * 1024)

/* How an agent is run: from `program:COMMAND`, or the registry's `agent:NAME`. */
typedef struct {
  char *name;                /* the registry's name; NULL for program: */
  char **argv;
  char *folder;              /* its working folder; NULL: the current one */
  QdAgentMode mode;
  guint move_ms;             /* 0: QD_AGENT_DEFAULT_MOVE_MS */
  guint start_ms;            /* 0: QD_AGENT_DEFAULT_START_MS */
  guint memory_mb;           /* 0: the host's default */
  guint disk_mb;             /* its scratch folder; 0: the host's default */
  guint processes;           /* 0: the host's default */
  char **env;                /* NAME=VALUE over its clean environment; NULL: none */
  char **games;              /* the games it plays; NULL: any */
  QdProgramSandbox sandbox;
} QdAgentConfig;

/* Whether an agent spec names an outside agent (`program:` or `agent:`). */
gboolean qd_agent_spec_is_outside (const char *spec);
/* Whether an outside agent spec is well written (a command that can be
 * split, a name), without looking in the registry. */
gboolean qd_agent_spec_check    (const char *spec, GError **error);
/* Fills `config` from `program:COMMAND` (split as a shell would, run without
 * one) or `agent:NAME` (the registry: $XDG_CONFIG_HOME/quandary/agents.conf
 * over the system's).  FALSE with an error naming what is wrong. */
gboolean qd_agent_config_parse  (const char *spec, QdAgentConfig *config, GError **error);
void     qd_agent_config_clear  (QdAgentConfig *config);
void     qd_agent_config_free   (QdAgentConfig *config);
/* Starts the config's program (its command, folder, limits, environment
 * and sandbox) with nothing said to it yet: for a protocol of its own (the
 * grid world's learning agents).  NULL with
 * QD_AGENT_ERROR_SETUP (its sandbox could not be made) or _START. */
QdProgram *qd_agent_config_start (const QdAgentConfig *config, GError **error);
/* Whether the config's agent plays `game` (its games= list). */
gboolean qd_agent_config_plays  (const QdAgentConfig *config, const char *game);

/* The registry: agents.conf files, later ones over earlier ones, each a key
 * file with one group per agent: [NAME] command=… mode=persistent|once
 * games=a;b move-time=SECONDS start-time=SECONDS folder=… memory=MB
 * disk=MB processes=N env=NAME=VALUE;… sandbox=true|false.
 * Returns the names, sorted. */
char   **qd_agent_registry_names (GError **error);
/* The user's registry file ($XDG_CONFIG_HOME/quandary/agents.conf). */
char    *qd_agent_registry_user_path (void);
/* Whether `name` can name an agent of the registry (not empty, one line,
 * no brackets, no spaces at its ends); FALSE with the reason. */
gboolean qd_agent_registry_check_name (const char *name, GError **error);
/* Writes the agent `config->name` into the user's registry, over one of
 * that name; the file's other agents and comments are kept, and it is
 * replaced whole or not at all. */
gboolean qd_agent_registry_save   (const QdAgentConfig *config, GError **error);
/* Removes `name` from the user's registry (an agent of the system's
 * registry alone cannot be removed: FALSE and why). */
gboolean qd_agent_registry_remove (const char *name, GError **error);
/* Whether the user's registry holds `name` (else it is the system's). */
gboolean qd_agent_registry_is_users (const char *name);

typedef struct {
  gboolean has_depth, has_nodes, has_score;
  guint depth;
  guint64 nodes;
  double score;
  char **pv;                 /* NULL-terminated; NULL when none */
  const char *text;          /* `info string …`, or NULL */
} QdAgentInfo;

typedef void (*QdAgentInfoFunc) (gpointer data, const QdAgentInfo *info);

typedef struct _QdAgent QdAgent;

QdAgent    *qd_agent_new             (const QdAgentConfig *config);
/* Asks for a move: `game` its name, `start` its starting position (text in
 * the game's file format), `moves` those played from the start.  TRUE with
 * *move (to free); FALSE with the cause in error (QD_AGENT_ERROR), or
 * G_IO_ERROR_CANCELLED when `stop` was raised.  `on_info` is called on the
 * calling thread for each info line. */
gboolean    qd_agent_play            (QdAgent *agent, const char *game, const char *start,
                                      const char *const *moves, const gint *stop,
                                      QdAgentInfoFunc on_info, gpointer data, char **move, GError **error);
/* The same with `after_moves` (NULL: none), lines of the game's own sent
 * after the `moves` line and before `go` (gdl's `role` and `legal`,
 * docs/agents.md); its empty lines are not sent. */
gboolean    qd_agent_play_more       (QdAgent *agent, const char *game, const char *start,
                                      const char *const *moves, const char *after_moves, const gint *stop,
                                      QdAgentInfoFunc on_info, gpointer data, char **move, GError **error);
/* The name it gave (`id name`), else its registry name, else its command. */
const char *qd_agent_get_name        (QdAgent *agent);
const char *qd_agent_get_author      (QdAgent *agent);
/* Its stderr so far (the last 64 KB); never NULL. */
const char *qd_agent_get_stderr      (QdAgent *agent);
/* The last line of it that is not blank, or NULL (to free). */
char       *qd_agent_get_last_stderr_line (QdAgent *agent);
/* Whether it runs in the sandbox (known once it has started). */
gboolean    qd_agent_is_sandboxed    (QdAgent *agent);
/* The time its last move took, from the position sent to the move read or
 * the forfeit (the handshake and a once agent's start apart). */
gint64      qd_agent_get_last_move_us (QdAgent *agent);
/* What the agent was at the end of its last move, for a window to show
 * while the agent plays on a worker (any thread may ask). */
typedef struct {
  char *name;                /* qd_agent_get_name's */
  char *stderr_text;         /* its stderr so far (the last 64 KB of each process) */
  gboolean started;          /* it has started once */
  gboolean sandboxed;
  guint moves;               /* moves asked for */
  gint64 last_move_us;
} QdAgentSnapshot;

void        qd_agent_snapshot        (QdAgent *agent, QdAgentSnapshot *snapshot);
void        qd_agent_snapshot_clear  (QdAgentSnapshot *snapshot);
/* Agents are counted references: a window's move on a worker keeps its
 * agent while the window lets go of it.  The last qd_agent_free sends quit,
 * waits a little, then ends every process of it. */
QdAgent    *qd_agent_ref             (QdAgent *agent);
void        qd_agent_free            (QdAgent *agent);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdAgent, qd_agent_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdAgentConfig, qd_agent_config_free)

G_END_DECLS
