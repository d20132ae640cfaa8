/* qd-logic-wumpus-agent.h — the book's hybrid wumpus agent (AIMA 4th ed.
 * Fig. 7.20; docs/logic-peers.md §3.2), its knowledge base in propositional
 * logic asked through Quandary's engines, and a loop that plays it.
 *
 * Deviation from the book, stated: the book's KB is fully temporal (L^t_{x,y},
 * FacingEast^t, HaveArrow^t, WumpusAlive^t, successor-state axioms).  Here
 * the environment being deterministic, the agent keeps its own square,
 * facing and arrow procedurally, and the KB holds the map knowledge only, in
 * the atemporal symbols of §7.4.3: P_xy (pit), W_xy (wumpus), B_xy (breeze),
 * S_xy (stench), OK_xy (safe) and WumpusAlive (the present).  Its sentences:
 *   ¬P11, ¬W11;  for every square B_xy ⇔ ∨ P of the neighbours, S_xy ⇔ W_xy ∨
 *   ∨ W of the neighbours (the body smells in its own square, which the agent
 *   may enter once the wumpus is dead; the book's §7.4.3 leaves W_xy out);  at least one wumpus (∨ W_xy) and at most one (¬W_a ∨ ¬W_b
 *   for every pair);  OK_xy ⇔ ¬P_xy ∧ ¬(W_xy ∧ WumpusAlive) (the book's §7.7,
 *   not aima-python's);  WumpusAlive until the scream, when this one unit is
 *   replaced by ¬WumpusAlive (the only sentence that changes: it is about now);
 *   per square visited: its B or ¬B, S or ¬S, ¬P (the agent lives), and ¬W
 *   when the wumpus was alive then;  after a shot, ¬W on the arrow's path
 *   without a scream, ∨ W on the path with one.
 * Symbols are named P13, W22, OK31 … (P1_10 past 9 squares a side); symbol
 * kind k of square s is numbered k × squares + s, WumpusAlive last; a
 * literal is 2 × symbol, + 1 when negated (qd-prop's and qd-sat's numbering).
 *
 * ASK: KB ⊨ α when KB ∧ ¬α is unsatisfiable.  Each turn the agent asks, for
 * every square, OK, ¬OK, P, ¬P, W and ¬W: first by unit propagation on KB
 * (what the CDCL solver's level 0 finds), then against the models already
 * found (a model of KB where α is false settles "not entailed"), and only
 * then with a fresh CDCL solve of KB ∧ ¬α (core/qd-sat).
 *
 * A proof on request is a resolution refutation of KB ∧ ¬α: when unit
 * propagation on KB ∧ ¬α reaches a conflict (most wumpus conclusions), the
 * conflict clause resolved with the reasons of its literals back to the
 * empty clause; otherwise a bounded PL-RESOLUTION (core/qd-prop) on the
 * clauses about the squares near the one asked about, then on more; if
 * that finds nothing within its budget, the proof says so.  (Over 100
 * random 4 × 4 games, every one of the 49,189 conclusions drawn had the
 * unit-propagation proof.)
 *
 * The agent knows the size of the cave, so it never bumps into a wall.  Its
 * plans (Fig. 7.20's branches, in order): grab the gold on glitter and go
 * home; else the nearest safe unvisited square; else, with the arrow and
 * the wumpus alive, a shot along a line where the wumpus may be; else the
 * risk: the nearest unvisited square not proved unsafe; else home and climb.
 * PLAN-ROUTE is breadth-first search over (square, facing) through squares
 * proved safe, every action costing 1, so routes are shortest in actions. */
#pragma once

#include <glib.h>

#include "core/qd-prop.h"
#include "problems/logic/qd-logic-wumpus.h"

G_BEGIN_DECLS

/* Symbol kinds (the symbol of kind k at square s is k × squares + s). */
typedef enum
{
  QD_LOGIC_WUMPUS_SYM_P,
  QD_LOGIC_WUMPUS_SYM_W,
  QD_LOGIC_WUMPUS_SYM_B,
  QD_LOGIC_WUMPUS_SYM_S,
  QD_LOGIC_WUMPUS_SYM_OK,
  QD_LOGIC_WUMPUS_N_KINDS,
} QdLogicWumpusSymKind;

/* What the agent knows of a square: the OR of these. */
typedef enum
{
  QD_LOGIC_WUMPUS_KNOW_SAFE      = 1 << 0,   /* OK proved */
  QD_LOGIC_WUMPUS_KNOW_UNSAFE    = 1 << 1,   /* ¬OK proved */
  QD_LOGIC_WUMPUS_KNOW_PIT       = 1 << 2,   /* P proved */
  QD_LOGIC_WUMPUS_KNOW_NO_PIT    = 1 << 3,   /* ¬P proved */
  QD_LOGIC_WUMPUS_KNOW_WUMPUS    = 1 << 4,   /* W proved */
  QD_LOGIC_WUMPUS_KNOW_NO_WUMPUS = 1 << 5,   /* ¬W proved */
  QD_LOGIC_WUMPUS_KNOW_VISITED   = 1 << 6,
} QdLogicWumpusKnow;

/* The four conclusions drawn on a square. */
typedef enum
{
  QD_LOGIC_WUMPUS_UNKNOWN,
  QD_LOGIC_WUMPUS_SAFE,
  QD_LOGIC_WUMPUS_PIT,       /* a pit proved (maybe the wumpus too: see the flags) */
  QD_LOGIC_WUMPUS_WUMPUS,
} QdLogicWumpusConclusion;

typedef struct _QdLogicWumpusAgent QdLogicWumpusAgent;

/* Why the agent does what it does (Fig. 7.20's branches). */
typedef enum
{
  QD_LOGIC_WUMPUS_REASON_GRAB,      /* "grab: glitter" */
  QD_LOGIC_WUMPUS_REASON_HOME,      /* "go home with the gold" */
  QD_LOGIC_WUMPUS_REASON_EXPLORE,   /* "go to [2,2]: nearest safe unvisited" */
  QD_LOGIC_WUMPUS_REASON_SHOOT,     /* "shoot east: wumpus possible in [1,3]" */
  QD_LOGIC_WUMPUS_REASON_RISK,      /* "risk [3,2]: not proved unsafe" */
  QD_LOGIC_WUMPUS_REASON_RETREAT,   /* "go home and climb: nothing safe left" */
  QD_LOGIC_WUMPUS_REASON_CLIMB,     /* "climb" */
} QdLogicWumpusReason;

typedef struct
{
  guint8 reason;     /* QdLogicWumpusReason */
  guint8 square;     /* EXPLORE, RISK: the square gone to; SHOOT: where the wumpus may be */
  guint8 facing;     /* SHOOT: the arrow's way */
} QdLogicWumpusWhy;

/* The reason in words, translated ("go to [2,2]: nearest safe unvisited";
 * `width`: the world's, for the square's [x,y]) (to free). */
char    *qd_logic_wumpus_why_to_string (const QdLogicWumpusWhy *why, guint width);

QdLogicWumpusAgent *qd_logic_wumpus_agent_new  (guint width, guint height);
void                qd_logic_wumpus_agent_free (QdLogicWumpusAgent *agent);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdLogicWumpusAgent, qd_logic_wumpus_agent_free)

/* One turn of Fig. 7.20: TELL the percept, ASK the conclusions, and the
 * action chosen, its reason in `why` (NULL: not wanted). */
guint    qd_logic_wumpus_agent_step (QdLogicWumpusAgent *agent, guint percept, QdLogicWumpusWhy *why);
/* TELL and ASK only (no action): for tests and a person's play. */
void     qd_logic_wumpus_agent_perceive (QdLogicWumpusAgent *agent, guint percept);
/* Where the agent believes it moves: call after an action the agent did
 * not choose (a person's), before the next percept. */
void     qd_logic_wumpus_agent_did (QdLogicWumpusAgent *agent, guint action);
/* Per square (width × height entries): QdLogicWumpusKnow flags after the last ASK. */
const guint8 *qd_logic_wumpus_agent_knowledge (const QdLogicWumpusAgent *agent);
QdLogicWumpusConclusion qd_logic_wumpus_conclusion (guint8 know);
/* Whether the plan under way was the risk branch's. */
gboolean qd_logic_wumpus_agent_at_risk (const QdLogicWumpusAgent *agent);
/* The KB's clauses (parents all QD_PROP_NONE) and the symbols' names. */
const QdPropClauses *qd_logic_wumpus_agent_kb (const QdLogicWumpusAgent *agent);
const QdProp        *qd_logic_wumpus_agent_symbols (const QdLogicWumpusAgent *agent);
/* The literal "kind at [x,y]" (negated: + 1). */
guint    qd_logic_wumpus_agent_literal (const QdLogicWumpusAgent *agent, guint kind, guint x, guint y, gboolean negated);
/* Calls of the CDCL solver so far (the rest was settled by propagation or a model). */
guint64  qd_logic_wumpus_agent_sat_calls (const QdLogicWumpusAgent *agent);

/* A proof that KB ⊨ literal. */
typedef enum
{
  QD_LOGIC_WUMPUS_PROOF_UNIT,         /* by unit propagation on KB ∧ ¬α */
  QD_LOGIC_WUMPUS_PROOF_RESOLUTION,   /* by PL-RESOLUTION on the nearby clauses */
  QD_LOGIC_WUMPUS_PROOF_NOT_FOUND,    /* entailed, but no refutation within the budget */
  QD_LOGIC_WUMPUS_PROOF_NOT_ENTAILED, /* KB ∧ ¬α has a model: nothing to prove */
} QdLogicWumpusProofStatus;

typedef struct
{
  QdLogicWumpusProofStatus status;
  /* The refutation: first the input clauses used (KB's, and ¬α), parents
   * QD_PROP_NONE, then each resolvent with its two parents (indices in
   * this list), the last the empty clause. NULL for the last two statuses. */
  QdPropClauses *steps;
  guint n_input;
  guint query;        /* the literal α */
} QdLogicWumpusProof;

/* `max_clauses` bounds PL-RESOLUTION (0: 20000). */
void     qd_logic_wumpus_agent_prove (const QdLogicWumpusAgent *agent, guint literal, guint max_clauses,
                                      QdLogicWumpusProof *out);
/* The fallback alone: PL-RESOLUTION on clauses of KB (three attempts: the
 * squares within two steps of α's, then every square, then with the
 * wumpus's cardinality clauses; the definitions that cannot take part
 * left out, see qd-logic-wumpus-proof.c), each attempt stopped at
 * `max_clauses` clauses (0: 20000); RESOLUTION or NOT_FOUND (whether or
 * not KB ⊨ α). */
void     qd_logic_wumpus_agent_prove_resolution (const QdLogicWumpusAgent *agent, guint literal, guint max_clauses,
                                                 QdLogicWumpusProof *out);
void     qd_logic_wumpus_proof_clear (QdLogicWumpusProof *proof);
/* One step a line: "1. ¬B11   (KB)", "7. ¬P12   (5, 6)", …, the end "□" (to free). */
char    *qd_logic_wumpus_proof_to_text (const QdLogicWumpusAgent *agent, const QdLogicWumpusProof *proof);

/* ---- playing the agent in a world to the end */

typedef struct
{
  guint8 percept;                 /* perceived before acting */
  guint8 action;
  guint8 risk;                    /* the action belongs to the risk branch's plan */
  QdLogicWumpusWhy why;           /* qd_logic_wumpus_why_to_string() for its words */
  QdLogicWumpusState before, after;
  guint8 knowledge[QD_LOGIC_WUMPUS_MAX_SQUARES];   /* QdLogicWumpusKnow after this turn's ASK */
} QdLogicWumpusTurn;

typedef enum
{
  QD_LOGIC_WUMPUS_RUN_WON,        /* climbed out with the gold */
  QD_LOGIC_WUMPUS_RUN_CLIMBED,    /* climbed out without it */
  QD_LOGIC_WUMPUS_RUN_DIED,
  QD_LOGIC_WUMPUS_RUN_BUDGET,     /* the turn budget ran out */
  QD_LOGIC_WUMPUS_RUN_STOPPED,
} QdLogicWumpusRunStatus;

typedef struct
{
  QdLogicWumpusRunStatus status;
  GArray *turns;                  /* QdLogicWumpusTurn */
  gint32 score;
  gboolean took_risk;
  guint64 sat_calls;
} QdLogicWumpusRun;

/* Plays the agent from the start to the end or `max_turns` (0: 1000). */
void     qd_logic_wumpus_run (const QdLogicWumpusWorld *world, guint max_turns, const gint *stop,
                              QdLogicWumpusRun *out);
void     qd_logic_wumpus_run_clear (QdLogicWumpusRun *run);
/* The agent as it was after the ASK of turn `turn` (from 0) of `run`,
 * replayed, for a proof on request (to free). */
QdLogicWumpusAgent *qd_logic_wumpus_run_agent_at (const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run,
                                                  guint turn);
const char *qd_logic_wumpus_run_status_to_string (QdLogicWumpusRunStatus status);

G_END_DECLS
