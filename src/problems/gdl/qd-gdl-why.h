/* qd-gdl-why.h — why a fact holds in a state of a GDL game: its proof tree.
 *
 * A derived fact holds because a rule's instance has a true body: the tree
 * names that rule (by the line it starts on in the file: "rule 23" is the
 * rule on line 23) and explains each literal of the instantiated body in
 * turn, recursively, down to what needs no rule: `(true F)`, F being in the
 * state; `(does R M)`, the move played; `(distinct a b)`, two different
 * terms; `(not L)`, L not holding (for `true`: not in the state); a fact
 * written in the rulesheet.  The text:
 *
 *   (line x) because of rule 79 with (role x), (true (cell 1 1 x)), …
 *     (role x): a fact of the rules, line 15
 *     (true (cell 1 1 x)): in the state
 *     …
 *
 * A fact explained once is "explained above" wherever it comes again, so a
 * tree has at most one explanation per fact; a tree past QD_GDL_WHY_MAX_NODES
 * nodes or QD_GDL_WHY_MAX_DEPTH levels says "not explained further" there.
 *
 * How: the state's facts (and the joint move's `does`) are evaluated bottom
 * up with the rules (the non-ground evaluation of qd-gdl-join.c, whether the
 * game's network is grounded or not, within its named limits), each fact
 * numbered in the order it was derived; a fact's explanation is the first
 * rule (in file order) whose instance derives it from facts derived before
 * it, so the tree is finite even through recursive rules.
 *
 * Like the game, not thread safe: the game's term store grows.  No output:
 * the caller prints the text (the CLI's --why, the Rules pane's hover). */
#pragma once

#include "qd-gdl.h"

G_BEGIN_DECLS

/* Nodes of one tree, and its depth, at most. */
#define QD_GDL_WHY_MAX_NODES 4000
#define QD_GDL_WHY_MAX_DEPTH 64

typedef enum {
  QD_GDL_WHY_RULE,           /* derived by the rule on `line`; children: its body's literals */
  QD_GDL_WHY_FACT,           /* a fact written in the rulesheet on `line` */
  QD_GDL_WHY_STATE,          /* (true F): F is in the state (or the fact F asked, a state's fact) */
  QD_GDL_WHY_MOVE,           /* (does R M): the move played */
  QD_GDL_WHY_DISTINCT,       /* (distinct a b): the terms differ */
  QD_GDL_WHY_ABSENT,         /* (not (true F)): F is not in the state */
  QD_GDL_WHY_NOT_PLAYED,     /* (not (does R M)): not the move played */
  QD_GDL_WHY_NOT,            /* (not L): L does not hold */
  QD_GDL_WHY_SHOWN,          /* explained above in the same tree */
  QD_GDL_WHY_CUT,            /* past the tree's limits: not explained further */
  QD_GDL_WHY_FALSE,          /* the fact asked does not hold (the root only) */
} QdGdlWhyKind;

typedef struct _QdGdlWhy QdGdlWhy;
struct _QdGdlWhy {
  QdGdlWhyKind kind;
  char *text;                /* the literal as instantiated: "(true (cell 1 1 x))", "(not open)" */
  guint line;                /* RULE, FACT: the rule's line in the file; else 0 */
  GPtrArray *children;       /* QdGdlWhy *: a RULE's body literals in the rule's order; else empty */
};

/* Why `fact` (text: "(line x)", "terminal", "(legal x (mark 1 1))") holds in
 * `state`, the joint move `joint` (one move id per role, or NULL: no move)
 * giving the `does` facts that `next` reads.  The tree (its root FALSE when
 * the fact does not hold), or NULL and an error: a fact that cannot be read
 * or has variables (QD_GDL_ERROR_READ, "FACT:LINE:COLUMN: …"), or the
 * evaluation past its limits (QD_GDL_ERROR_LIMIT). */
QdGdlWhy   *qd_gdl_why            (QdGdlGame *game, const guint64 *state, const guint32 *joint, const char *fact,
                                   GError **error);
void        qd_gdl_why_free       (QdGdlWhy *why);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlWhy, qd_gdl_why_free)

static inline gboolean
qd_gdl_why_holds (const QdGdlWhy *why)
{
  return why->kind != QD_GDL_WHY_FALSE;
}

/* The node's own line, without the indentation nor a line end:
 * "(line x) because of rule 79 with (role x), (true (cell 1 1 x))",
 * "(true (cell 1 1 x)): in the state", "(line o) does not hold"; free it. */
char       *qd_gdl_why_node_text  (const QdGdlWhy *why);
/* The tree, one node a line, each level indented two more spaces; free it. */
char       *qd_gdl_why_text       (const QdGdlWhy *why);

G_END_DECLS
