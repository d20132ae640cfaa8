/* qd-gdl.h — games in the Game Description Language of General Game Playing
 * (Love, Hinrichs, Haley, Schkufza, Genesereth, "General Game Playing: Game
 * Description Language Specification", Stanford, 2008): a reader of KIF
 * rulesheets, the specification's checks, and a reasoner that gives the
 * roles, the initial state, the legal moves, the next state, terminal and
 * the goal values.
 *
 * The language read: comments from `;` to the end of a line; constants
 * (symbols are compared without regard to ASCII case, as GGP does, and
 * printed as first spelled in the file); variables `?x`; compound terms
 * `(f a b)`; facts and rules `(<= head body...)`; in a body `(not L)`,
 * `(or L...)`, `(distinct a b)`, `(true F)`, `(does R M)`.  `role`, `init`,
 * `legal`, `next`, `terminal`, `goal` have their GDL meaning; `base` and
 * `input` are read and otherwise ignored.
 *
 * Checks (each failure names the rule's line): every rule is safe (each
 * variable of the head, of a `not` and of a `distinct` occurs in a positive
 * literal of the body); negation is stratified (no cycle through `not`);
 * the specification's recursion restriction (an argument of a literal in
 * the head's recursion is ground, an argument of the head, or made of
 * variables bound by a positive literal outside the recursion); `role`,
 * `legal`, `goal` and `terminal` are defined; `role` only in ground facts;
 * `true` and `does` never in a head; `init` depends on neither `true`,
 * `does` nor the game's relations; `legal`, `goal`, `terminal` never
 * depend on `does`.
 *
 * The reasoner grounds the rules ahead of time (a relaxed reachability
 * fixpoint that ignores negation; `true` ranges over what `init` and `next`
 * can give, `does` over what `legal` can give) into a propositional network
 * evaluated per state without allocating, by differences from the state
 * evaluated last (only the rules reading an atom that changed run again).
 * When the rules as written ground past the limits, they are split into
 * chains of smaller rules (each a join of two literals keeping only the
 * variables needed later: chess's and checkers' frame rules would
 * otherwise ground to a move times a cell times a piece) and grounded
 * again.  When that too exceeds its limits, a non-ground bottom-up
 * evaluation takes over (correct, slower).  Goal values that are not
 * integers 0..100 are ignored.  A role has one goal value where goals are
 * the game's result, in a terminal state: a terminal state where two hold
 * is an error of its evaluation (QD_GDL_ERROR_INVALID naming the role, the
 * state and the least and greatest values), the same under both
 * evaluations.  A state that is not terminal may give a role several
 * (merrills gives white 0, 50 and 100 before a piece is placed; GGP Base's
 * prover asks goals in terminal states only): they are shown as they are
 * (qd_gdl_game_goal_values), and what reads one value reads none there
 * (qd_gdl_game_goal; docs/gdl-peers.md, "Goal values").
 *
 * Turns and joint moves: a state's joint move is one legal move of each
 * role.  A role's no-op is its only legal move.  When in a state at most
 * one role has more than one legal move, that role is the mover (when
 * every role has one move, the first role whose move is not the constant
 * `noop`, else the first role); when several have, the roles move together
 * (simultaneous moves: rock-paper-scissors), each choosing without seeing
 * the others' choice.  Up to QD_GDL_MAX_ROLES roles.
 *
 * A game is not thread safe (it keeps the scratch of the last evaluation):
 * one per thread.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A rulesheet's bytes at most. */
#define QD_GDL_MAX_FILE_BYTES (16 * 1024 * 1024)
/* Nesting of a term (parentheses) at most: every recursive walk is bounded
 * by it, so a deeper term is an error, never a stack overflow. */
#define QD_GDL_MAX_DEPTH 200
/* Sentences (facts and rules, after `or` is distributed) of a rulesheet. */
#define QD_GDL_MAX_RULES 100000
/* Literals in a rule's body, and variables in a sentence. */
#define QD_GDL_MAX_BODY 256
#define QD_GDL_MAX_VARS 1024
/* The grounding of the rules as written gives up past this many ground
 * atoms, ground rules, or join steps; then the rules split into chains
 * (qd-gdl-split.c) are grounded, up to QD_GDL_MAX_SPLIT_ATOMS atoms and
 * QD_GDL_MAX_SPLIT_STEPS join steps, and the ground rules (both tries: at
 * most about 5 s of a processor and 300 MB); past those the non-ground
 * evaluation is used. */
#define QD_GDL_MAX_GROUND_ATOMS 400000
#define QD_GDL_MAX_GROUND_RULES 3000000
#define QD_GDL_MAX_GROUND_STEPS 20000000
#define QD_GDL_MAX_SPLIT_ATOMS 1500000
#define QD_GDL_MAX_SPLIT_STEPS 60000000
/* A try of the grounding that has done this much work (in units of about
 * one join step; an atom, a ground rule count more: qd-gdl-private.h;
 * about a second of a processor) gives up when the initial state has at
 * most QD_GDL_WIDE_BRANCHING joint moves under the evaluation without
 * grounding: that evaluation serves (if it then plays past one of its
 * limits, the grounding is done again without the budget).  Work, not
 * time: the same game is evaluated the same way on any machine. */
#define QD_GDL_GROUND_WORK 70000000
#define QD_GDL_WIDE_BRANCHING 32
/* The split rules' try has this many times the budget (about four
 * seconds of a processor): a game it grounds in that time stays grounded,
 * since its network plays tens of times faster than the evaluation
 * without grounding.  Four times: the costliest split grounding of a
 * narrow game in GGP Base's corpus is crossers3's, 71 M units; sixteen
 * times (when crisscross and the Chinese checkers sheets still needed
 * their split tries, before their callers' calls restricted them) let a
 * split try that fails anyway run on: AlexChess's, 572 M units
 * (docs/gdl-peers.md). */
#define QD_GDL_SPLIT_WORK_FACTOR 4
/* The two tries run side by side (qd-gdl-game-race.c): the split rules'
 * in a thread of their own, started once the rules as written have done
 * QD_GDL_RACE_START units of work (a game they ground in less, most
 * games, starts no thread).  The rules as written are chosen when they
 * ground within QD_GDL_RACE_PREFER units (about 0.15 s) or within
 * QD_GDL_RACE_FACTOR times the split rules' work: theirs is the network
 * of the rules as the rulesheet writes them (the goal proximity reads
 * it), and it often plays faster (breakthrough: 5,100 random games a
 * second, 3,300 split).  Else the split rules' (knightazons: 1.0 s as
 * written, 0.03 s split, and 1,400 random games a second instead of 380).
 * Work, not time: a game is grounded the same way however the threads
 * run. */
#define QD_GDL_RACE_START 5000000
#define QD_GDL_RACE_PREFER 10000000
#define QD_GDL_RACE_FACTOR 2
/* Distinct facts a game's states can hold under the non-ground evaluation
 * (the width of its state bitsets), and the facts derived in one state. */
#define QD_GDL_MAX_STATE_FACTS 4096
#define QD_GDL_MAX_DERIVED 1000000
/* The load's first random games without grounding derive at most this
 * many facts in a state (qd-gdl-game-probe.c): past it the rule sets with
 * larger demands instead of relations computed whole serve, and the first
 * ones again, to QD_GDL_MAX_DERIVED, only where those fail too.
 * mummymaze1p's first rule sets reached a million facts in the initial
 * state before failing (docs/gdl-peers.md). */
#define QD_GDL_FIRST_DERIVED 50000
/* The relations no state changes are evaluated once, at load, as far as
 * this many facts and join steps (qd-gdl-static.c); those past it are
 * evaluated in each state, restricted to what is asked. */
#define QD_GDL_MAX_STATIC_FACTS 250000
#define QD_GDL_MAX_STATIC_STEPS 5000000
/* Legal moves of one role in one state under the non-ground evaluation
 * (past it: an error naming it).  A grounded game has no such limit: a
 * role's legal moves are at most its legal atoms (qd_gdl_game_max_legal). */
#define QD_GDL_MAX_MOVES 4096
/* A game whose initial state gives a role more than half of
 * QD_GDL_MAX_MOVES (amazonsTorus: 3,996) has twice its most there, a power
 * of two, up to this: the buffers of its moves are that large. */
#define QD_GDL_MAX_MOVES_WIDE 65536
/* Roles at most (GGP Base's games have up to 6: Chinese checkers). */
#define QD_GDL_MAX_ROLES 8
/* GDL games need not end: a game played, a playout and a search stop at
 * this many plies unless told another limit (--max-plies), which is at
 * most QD_GDL_MAX_PLIES_LIMIT. */
#define QD_GDL_DEFAULT_MAX_PLIES 1000
#define QD_GDL_MAX_PLIES_LIMIT 1000000

#define QD_GDL_ERROR (qd_gdl_error_quark ())
GQuark qd_gdl_error_quark (void);

typedef enum {
  QD_GDL_ERROR_READ,         /* not a readable rulesheet: syntax, bytes, size, depth */
  QD_GDL_ERROR_INVALID,      /* against the specification: safety, stratification, ... */
  QD_GDL_ERROR_UNSUPPORTED,  /* more than QD_GDL_MAX_ROLES roles; a role on turn asked where roles move together */
  QD_GDL_ERROR_LIMIT,        /* a named limit reached while reasoning */
  QD_GDL_ERROR_ILLEGAL,      /* a move that is not legal there */
  QD_GDL_ERROR_STOPPED,      /* the caller's stop flag was set */
} QdGdlError;

typedef struct _QdGdlGame QdGdlGame;

typedef struct {
  gboolean force_fallback;   /* use the non-ground evaluation (tests) */
  gboolean no_flat;          /* that evaluation never compiled (tests, benchmarks: qd-gdl-flat.c) */
  gboolean force_split;      /* ground the rules split into chains at once (tests) */
  gboolean keep_network;     /* a grounded game keeps its network, however dear a ply (tests) */
  guint max_ground_rules;    /* 0: QD_GDL_MAX_GROUND_RULES */
  guint64 ground_work;       /* 0: QD_GDL_GROUND_WORK; G_MAXUINT64: no budget */
  guint64 load_games_ns;     /* 0: QD_GDL_LOAD_GAMES_NS (the load's random games' budget) */
} QdGdlOptions;

void        qd_gdl_options_init   (QdGdlOptions *options);

/* Reads, checks and prepares a rulesheet; `name` (a file's) starts every
 * error message: "NAME:LINE:COLUMN: problem".  `options` may be NULL. */
QdGdlGame  *qd_gdl_game_new       (const char *text, gsize length, const char *name,
                                   const QdGdlOptions *options, GError **error);
QdGdlGame  *qd_gdl_game_new_from_file (const char *path, const QdGdlOptions *options, GError **error);
/* A rulesheet file's bytes (to free; not past QD_GDL_MAX_FILE_BYTES), or
 * NULL with an error naming it. */
char       *qd_gdl_file_contents  (const char *path, gsize *length, GError **error);
void        qd_gdl_game_free      (QdGdlGame *game);
/* The game read again from its rulesheet's bytes with its options (and
 * without the grounding's tries where it is evaluated without grounding):
 * the same rules, evaluated the same way, for another thread; reading
 * only what the game fixed at its load, so that it may be called while
 * the game plays in another thread. */
QdGdlGame  *qd_gdl_game_copy      (const QdGdlGame *game, GError **error);
/* Copies the game keeps for other threads, from one search to the next (a
 * grounded game's copy grounds again): qd_gdl_game_keep_copies makes room
 * for `n` (on the game's thread, no copy in use); qd_gdl_game_kept_copy
 * gives slot `slot`'s, read the first time it is asked (NULL with an
 * error when it is not), on any thread, one thread a slot at a time;
 * owned by the game. */
void        qd_gdl_game_keep_copies (QdGdlGame *game, guint n);
QdGdlGame  *qd_gdl_game_kept_copy (QdGdlGame *game, guint slot, GError **error);
/* A state of `game` as codes (appended to `code`, guint32) that a copy of
 * it reads into its own numbering (qd_gdl_game_state_import: FALSE past
 * its facts' limit); a move id the same way (the copy's id of the move). */
void        qd_gdl_game_state_export (QdGdlGame *game, const guint64 *state, GArray *code);
gboolean    qd_gdl_game_state_import (QdGdlGame *game, const guint32 *code, guint n, guint64 *state);
void        qd_gdl_game_move_export  (QdGdlGame *game, guint32 move, GArray *code);
guint32     qd_gdl_game_move_import  (QdGdlGame *game, const guint32 *code);
/* What reading the rulesheet warned of ("NAME:LINE:COLUMN: warning: …"):
 * rules read as GGP Base's prover reads them (qd-gdl-private.h,
 * qd_gdl_rewrite); owned by the game. */
GPtrArray  *qd_gdl_game_warnings  (const QdGdlGame *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlGame, qd_gdl_game_free)

/* Whether the network is grounded (FALSE: the non-ground evaluation). */
gboolean    qd_gdl_game_is_grounded (const QdGdlGame *game);
/* Whether the game was grounded and its network set aside, its rules
 * costing less a ply (qd-gdl-game.c): a copy read with
 * QdGdlOptions.keep_network has the network. */
gboolean    qd_gdl_game_network_dropped (const QdGdlGame *game);
/* Whether the last evaluation of a state's legal moves, goals and
 * terminal without grounding ran compiled (qd-gdl-flat.c), not by
 * qd-gdl-join.c's evaluation (QdGdlOptions.no_flat, a rule set it cannot
 * take); FALSE for a grounded game and before any evaluation. */
gboolean    qd_gdl_game_evaluation_compiled (const QdGdlGame *game);
/* Ground atoms and rules of the network (0 when not grounded). */
guint       qd_gdl_game_n_atoms   (const QdGdlGame *game);
guint       qd_gdl_game_n_ground_rules (const QdGdlGame *game);

guint       qd_gdl_game_n_roles   (const QdGdlGame *game);
/* The name the game was read with (its file's), which starts its errors. */
const char *qd_gdl_game_name      (const QdGdlGame *game);
/* The role's name as in the file; owned by the game. */
const char *qd_gdl_game_role_name (const QdGdlGame *game, guint role);

/* A state is a bitset of this many 64-bit words over the game's facts. */
guint       qd_gdl_game_state_words (const QdGdlGame *game);
void        qd_gdl_game_initial   (QdGdlGame *game, guint64 *state);
/* The most legal moves a role can have in a state: the size of the buffer
 * qd_gdl_game_legal fills (a grounded game: the most legal atoms of a
 * role; else QD_GDL_MAX_MOVES, or more: QD_GDL_MAX_MOVES_WIDE). */
guint       qd_gdl_game_max_legal (const QdGdlGame *game);
/* Evaluates `state`: FALSE with the error of its evaluation (a limit, two
 * goal values of a role in a terminal state), which the queries below without an error
 * argument cannot tell (terminal then says TRUE, goal -1). */
gboolean    qd_gdl_game_evaluate  (QdGdlGame *game, const guint64 *state, GError **error);
/* The role's legal moves in `state`: move ids (at most
 * qd_gdl_game_max_legal), in a fixed order; -1 with an error (the state's
 * evaluation, a limit). */
gint        qd_gdl_game_legal     (QdGdlGame *game, const guint64 *state, guint role, guint32 *moves,
                                   GError **error);
gboolean    qd_gdl_game_terminal  (QdGdlGame *game, const guint64 *state);
/* The role's goal value 0..100 in `state`; -1 when none holds, and when
 * several hold (a state that is not terminal): what reads one value (a
 * search's utility and evaluation, a practice question) reads none there. */
gint        qd_gdl_game_goal      (QdGdlGame *game, const guint64 *state, guint role);
/* Every goal value of the role that holds in `state`, ascending, into
 * `values` (room for QD_GDL_MAX_GOAL_VALUES); their number, 0 when none
 * holds (or the state's evaluation failed). */
#define QD_GDL_MAX_GOAL_VALUES 101
guint       qd_gdl_game_goal_values (QdGdlGame *game, const guint64 *state, guint role, guint8 *values);
/* The next state after the joint move (one move id per role); `next` may be
 * `state`.  FALSE with an error past a limit. */
gboolean    qd_gdl_game_next      (QdGdlGame *game, const guint64 *state, const guint32 *joint,
                                   guint64 *next, GError **error);
/* The role to move (see the opening comment), or -1 in a terminal state or
 * when the roles move together (then an error names the state and roles:
 * what asks for one role on turn cannot go on there). */
gint        qd_gdl_game_mover     (QdGdlGame *game, const guint64 *state, GError **error);
/* The roles with more than one legal move in `state`: their number, and
 * their bits (1 << role) in *choosers; -1 with the state's evaluation's
 * error. */
gint        qd_gdl_game_choosers  (QdGdlGame *game, const guint64 *state, guint32 *choosers, GError **error);
/* Whether the roles were seen moving together (two with a choice in one
 * state) in the initial state or the seeded random game the file was
 * checked with: a game of simultaneous moves. */
gboolean    qd_gdl_game_simultaneous (const QdGdlGame *game);
/* The move as written in the file, "(drop 4)"; owned by the game. */
const char *qd_gdl_game_move_text (QdGdlGame *game, guint32 move);
/* The move ids known now: 0 .. n - 1 (every move of a grounded game; the
 * non-ground evaluation numbers moves as it meets them). */
guint       qd_gdl_game_n_moves   (const QdGdlGame *game);
/* The move id of the role's move written `text` (any case and spacing), or
 * -1 when it is not one of the role's legal moves in `state`. */
gint        qd_gdl_game_move_parse (QdGdlGame *game, const guint64 *state, guint role, const char *text);
/* The state's facts, sorted, one per line ("(cell 1 1 b)\n..."); free it. */
char       *qd_gdl_game_state_text (QdGdlGame *game, const guint64 *state);
/* Every fact a state of the game can hold, as qd_gdl_game_state_text
 * writes a state (the ground network's state facts; without one, those met
 * so far); free it.  What a board's coordinates range over. */
char       *qd_gdl_game_facts_text (QdGdlGame *game);
/* A 64-bit hash of the state (for transposition tables). */
guint64     qd_gdl_game_hash      (const QdGdlGame *game, const guint64 *state);

/* Whether a game in `state` after `plies` moves is cut by the ply limit
 * `max_plies` (0: QD_GDL_DEFAULT_MAX_PLIES): not terminal, and that many
 * moves played; then an error says so (QD_GDL_ERROR_LIMIT, "the ply limit
 * ran out: N plies without the end of the game"). */
gboolean    qd_gdl_game_cut       (QdGdlGame *game, const guint64 *state, guint plies, guint max_plies,
                                   GError **error);
/* The joint move in `state` of the roles of `chosen` (1 << role) playing
 * pending[role], each other role its only legal move (the first), into
 * `joint` (a move per role); FALSE with an error (a role without a legal
 * move, the reasoner's). */
gboolean    qd_gdl_game_joint_of_choices (QdGdlGame *game, const guint64 *state, guint32 chosen,
                                          const guint32 *pending, guint32 *joint, GError **error);
/* A ply played in place in `state`: the roles of `chosen` (1 << role) play
 * pending[role], each other role its only legal move (the first); each
 * choice is appended to `moves` (guint32 move ids) and `movers` (guint8
 * roles), in the roles' order.  FALSE with an error (a role without a legal
 * move, the reasoner's). */
gboolean    qd_gdl_game_play_choices (QdGdlGame *game, guint64 *state, guint32 chosen, const guint32 *pending,
                                      GArray *moves, GArray *movers, GError **error);
/* A role without a legal move in a state that is not terminal: the error
 * naming it (QD_GDL_ERROR_INVALID). */
void        qd_gdl_game_no_move_error (QdGdlGame *game, guint role, GError **error);
/* A ply of a random game: in `state`, each role's move drawn uniformly
 * among its legal moves (`moves`, qd_gdl_game_max_legal of them, is the
 * scratch) into `joint`: 1; 0 in a terminal state; -1 with an error (the
 * state's evaluation, a role without a legal move). */
gint        qd_gdl_game_random_joint (QdGdlGame *game, const guint64 *state, GRand *rand, guint32 *moves,
                                      guint32 *joint, GError **error);

/* Positions at each ply 1..depth (`counts` holds depth entries), a
 * position's children one per joint move (every combination of the roles'
 * legal moves, as GGP Base's prover counts them), terminal positions having
 * none; FALSE with an error (a limit, a state's evaluation; QD_GDL_ERROR_STOPPED when `stop`, optional
 * and read atomically, was set: `counts` then partial). */
gboolean    qd_gdl_game_perft     (QdGdlGame *game, guint depth, guint64 *counts, const gint *stop,
                                   GError **error);

G_END_DECLS
