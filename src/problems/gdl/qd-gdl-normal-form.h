/* qd-gdl-normal-form.h — a one-shot simultaneous GDL game read as a game in
 * normal form (AIMA 4th ed. §18.2, 3rd ed. §17.5): the roles, each role's
 * moves (its strategies) and each role's goal value for every joint move.
 *
 * One-shot: the initial state is not terminal, every role has a legal move
 * there, and every joint move of the initial state (one legal move of each
 * role) leads to a terminal state where every role has a goal value.
 * Rock-paper-scissors is one; the repeated roshambo is not (refused, the
 * error naming the joint move after which the game goes on).
 *
 * The payoffs are the goal values as the rules give them, exact integers
 * 0..100 (a game theory tab may scale them: goal / 100).
 */
#pragma once

#include "qd-gdl.h"

G_BEGIN_DECLS

/* Joint moves of a normal form at most (the table's cells). */
#define QD_GDL_NORMAL_FORM_MAX_CELLS 1000000

typedef struct {
  guint n_roles;
  char **roles;              /* the roles' names, as in the file (n_roles) */
  guint n_moves[QD_GDL_MAX_ROLES];
  char **moves[QD_GDL_MAX_ROLES];  /* each role's legal moves in the initial state, as written in
                                    * the file, in the reasoner's order (n_moves[r] each) */
  guint n_cells;             /* the joint moves: the product of the n_moves */
  /* The goal values, n_cells × n_roles: the cell of the joint move
   * (m_0, …, m_{n-1}) (m_r an index into moves[r]) is
   * ((m_0 × n_moves[1] + m_1) × n_moves[2] + m_2) …, the first role's
   * move the slowest; its row holds each role's goal value 0..100. */
  gint *goals;
} QdGdlNormalForm;

/* The game's normal form, or NULL with an error (QD_GDL_ERROR_UNSUPPORTED
 * naming why it is not one-shot, QD_GDL_ERROR_LIMIT past
 * QD_GDL_NORMAL_FORM_MAX_CELLS, or the reasoner's error).  Free it. */
QdGdlNormalForm *qd_gdl_normal_form_new  (QdGdlGame *game, GError **error);
/* Reads the rulesheet at `path` and makes its normal form. */
QdGdlNormalForm *qd_gdl_normal_form_new_from_file (const char *path, GError **error);
void             qd_gdl_normal_form_free (QdGdlNormalForm *form);
/* The cell of a joint move: choice[r] an index into form->moves[r]. */
guint            qd_gdl_normal_form_cell (const QdGdlNormalForm *form, const guint *choice);
/* The role's goal value (0..100) for the joint move `choice`. */
gint             qd_gdl_normal_form_goal (const QdGdlNormalForm *form, const guint *choice, guint role);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlNormalForm, qd_gdl_normal_form_free)

G_END_DECLS
