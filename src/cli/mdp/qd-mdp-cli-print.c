/* qd-mdp-cli-print.c — the tables `quandary-cli mdp` prints: values, one
 * block of Q-values per action, the policy; each in the grid's layout, top
 * row first, walls `#` (docs/contracts.md, "Grid worlds"). */
#include "config.h"
#include "qd-mdp-cli.h"

#include <math.h>
#include <string.h>

/* Room for a cell's token: a double to 4 decimals has at most 309 + 6 characters. */
#define TOKEN_SIZE 330

void
qd_mdp_cli_world_clear (QdMdpCliWorld *world)
{
  g_clear_pointer (&world->world, qd_mdp_world_free);
  g_clear_pointer (&world->model, qd_markov_free);
  g_clear_pointer (&world->state_of, g_free);
  g_clear_pointer (&world->cell_of, g_free);
}

void
qd_mdp_cli_result_clear (QdMdpCliResult *result)
{
  g_clear_pointer (&result->v, g_free);
  g_clear_pointer (&result->q, g_free);
  g_clear_pointer (&result->policy, g_free);
  g_clear_pointer (&result->residuals, g_array_unref);
  g_clear_pointer (&result->returns, g_array_unref);
}

void
qd_mdp_cli_block_free (QdMdpCliBlock *block)
{
  for (guint i = 0; i < block->rows * block->cols; i++)
    g_free (block->cells[i]);
  g_free (block->cells);
  g_free (block->numbers);
  g_free (block->ties);
  g_free (block->name);
  g_free (block);
}

/* VALUE to 4 decimals into BUFFER, never "-0.0000". */
static const char *
format_number (char *buffer, gsize size, double value)
{
  g_ascii_formatd (buffer, size, "%.4f", value);
  if (buffer[0] == '-' && strspn (buffer + 1, "0.") == strlen (buffer + 1))
    memmove (buffer, buffer + 1, strlen (buffer));
  return buffer;
}

char *
qd_mdp_cli_number (double value)
{
  char buffer[TOKEN_SIZE];

  return g_strdup (format_number (buffer, sizeof buffer, value));
}

char *
qd_mdp_cli_state_name (const QdMdpCliWorld *world, guint state)
{
  guint cell;

  if (state + 1 >= world->model->n_states)
    return g_strdup ("TERMINAL");
  cell = world->cell_of[state];
  return g_strdup_printf ("(%u, %u)", cell % world->world->w, cell / world->world->w);
}

static double
q_value (const QdMdpCliWorld *world, const QdMdpCliResult *result, guint a)
{
  return result->q != NULL ? result->q[a] : qd_markov_q (world->model, world->gamma, result->v, a);
}

/* The policy's action of STATE, and the set of labels whose Q-value equals
 * the best one's (a student may take any of them). */
static guint
policy_action (const QdMdpCliWorld *world, const QdMdpCliResult *result, guint state, guint8 *ties)
{
  const QdMarkov *model = world->model;
  guint best = G_MAXUINT;
  double best_q = -INFINITY;

  for (guint a = model->first_action[state]; a < model->first_action[state + 1]; a++)
    if (q_value (world, result, a) > best_q)
      {
        best_q = q_value (world, result, a);
        best = a;
      }
  *ties = 0;
  for (guint a = model->first_action[state]; a < model->first_action[state + 1]; a++)
    if (q_value (world, result, a) >= best_q - 1e-9 * MAX (1.0, fabs (best_q)))
      *ties |= (guint8) (1u << model->action_label[a]);
  if (result->policy != NULL && result->policy[state] != G_MAXUINT)
    {
      *ties |= (guint8) (1u << model->action_label[result->policy[state]]);
      return result->policy[state];
    }
  return best;
}

/* A terminal's action: "exit" in the course's convention, "terminal" in AIMA's. */
static const char *
action_word (const QdMdpWorld *world, guint label)
{
  if (label == QD_MDP_EXIT && world->convention == QD_MDP_AIMA)
    return "terminal";
  return qd_mdp_action_to_string ((QdMdpAction) label);
}

typedef enum { BLOCK_VALUES, BLOCK_Q, BLOCK_POLICY } BlockKind;

/* One cell of a block: its token in BUFFER (TOKEN_SIZE bytes), its
 * number in *NUMBER (NaN for a word) and, for the policy, *TIES. */
static const char *
cell_token (const QdMdpCliWorld *world, const QdMdpCliResult *result, BlockKind kind, guint label, guint state,
            char *buffer, double *number, guint8 *ties)
{
  guint a;

  *number = NAN;
  switch (kind)
    {
    case BLOCK_VALUES:
      *number = result->v[state];
      break;
    case BLOCK_Q:
      a = qd_markov_find_action (world->model, state, label);
      if (a == G_MAXUINT)
        return "illegal";
      *number = q_value (world, result, a);
      break;
    case BLOCK_POLICY:
      a = policy_action (world, result, state, ties);
      return a == G_MAXUINT ? "-" : action_word (world->world, world->model->action_label[a]);
    }
  return format_number (buffer, TOKEN_SIZE, *number);
}

/* The state of the cell at ROW (0: the top) and X, -1 on a wall. */
static gint
state_at (const QdMdpCliWorld *world, guint row, guint x)
{
  const QdMdpWorld *w = world->world;

  return world->state_of[qd_mdp_world_index (w, x, w->h - 1 - row)];
}

static char *
block_name (BlockKind kind, guint label)
{
  return kind == BLOCK_VALUES ? g_strdup ("values")
         : kind == BLOCK_POLICY ? g_strdup ("policy")
         : g_strdup_printf ("q-values %s", qd_mdp_action_to_string ((QdMdpAction) label));
}

static QdMdpCliBlock *
make_block (const QdMdpCliWorld *world, const QdMdpCliResult *result, BlockKind kind, guint label)
{
  const QdMdpWorld *w = world->world;
  QdMdpCliBlock *block = g_new0 (QdMdpCliBlock, 1);
  char buffer[TOKEN_SIZE];

  block->name = block_name (kind, label);
  block->rows = w->h;
  block->cols = w->w;
  block->cells = g_new0 (char *, (gsize) w->w * w->h);
  block->numbers = g_new (double, (gsize) w->w * w->h);
  if (kind == BLOCK_POLICY)
    block->ties = g_new0 (guint8, (gsize) w->w * w->h);
  for (guint row = 0; row < w->h; row++)
    for (guint x = 0; x < w->w; x++)
      {
        guint i = row * w->w + x;
        gint state = state_at (world, row, x);
        guint8 ties = 0;

        block->numbers[i] = NAN;
        block->cells[i] = g_strdup (state < 0 ? "#"
                                    : cell_token (world, result, kind, label, (guint) state, buffer,
                                                  &block->numbers[i], &ties));
        if (block->ties != NULL)
          block->ties[i] = ties;
      }
  return block;
}

/* The blocks SHOW asks for, as (kind, label) pairs in the printed order;
 * returns how many (at most 7). */
static guint
list_blocks (const QdMdpCliWorld *world, guint show, BlockKind *kinds, guint *labels)
{
  guint n = 0;

  if (show & QD_MDP_CLI_SHOW_VALUES)
    kinds[n++] = BLOCK_VALUES;
  if (show & QD_MDP_CLI_SHOW_Q)
    {
      guint last = world->world->convention == QD_MDP_AIMA ? QD_MDP_EAST : QD_MDP_EXIT;

      for (guint label = QD_MDP_NORTH; label <= last; label++)
        {
          kinds[n] = BLOCK_Q;
          labels[n++] = label;
        }
    }
  if (show & QD_MDP_CLI_SHOW_POLICY)
    kinds[n++] = BLOCK_POLICY;
  return n;
}

GPtrArray *
qd_mdp_cli_blocks (const QdMdpCliWorld *world, const QdMdpCliResult *result, guint show)
{
  GPtrArray *blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_mdp_cli_block_free);
  BlockKind kinds[8];
  guint labels[8] = { 0 };
  guint n = list_blocks (world, show, kinds, labels);

  for (guint b = 0; b < n; b++)
    g_ptr_array_add (blocks, make_block (world, result, kinds[b], labels[b]));
  return blocks;
}

/* A row's cells, numbers right-aligned and words (the policy) left-aligned
 * to WIDTH, one space between them, no blank at the end.  With WIDTH 0,
 * only measures: returns the widest token. */
static gsize
print_row (FILE *out, const QdMdpCliWorld *world, const QdMdpCliResult *result, BlockKind kind, guint label,
           guint row, gsize width)
{
  GString *line = g_string_new (NULL);
  gsize widest = 1;
  char buffer[TOKEN_SIZE];

  for (guint x = 0; x < world->world->w; x++)
    {
      gint state = state_at (world, row, x);
      double number;
      guint8 ties;
      const char *token = state < 0 ? "#"
                          : cell_token (world, result, kind, label, (guint) state, buffer, &number, &ties);

      widest = MAX (widest, strlen (token));
      if (width > 0)
        g_string_append_printf (line, kind == BLOCK_POLICY ? "%s%-*s" : "%s%*s", x > 0 ? " " : "", (int) width,
                                token);
    }
  if (width > 0)
    {
      while (line->len > 0 && line->str[line->len - 1] == ' ')
        g_string_truncate (line, line->len - 1);
      fprintf (out, "%s\n", line->str);
    }
  g_string_free (line, TRUE);
  return widest;
}

void
qd_mdp_cli_print (FILE *out, const QdMdpCliWorld *world, const QdMdpCliResult *result, guint show)
{
  BlockKind kinds[8];
  guint labels[8] = { 0 };
  guint n = list_blocks (world, show, kinds, labels);

  for (guint b = 0; b < n; b++)
    {
      g_autofree char *name = block_name (kinds[b], labels[b]);
      gsize width = 1;

      for (guint row = 0; row < world->world->h; row++)
        {
          gsize widest = print_row (out, world, result, kinds[b], labels[b], row, 0);

          width = MAX (width, widest);
        }
      fprintf (out, "%s%s:\n", b > 0 ? "\n" : "", name);
      for (guint row = 0; row < world->world->h; row++)
        print_row (out, world, result, kinds[b], labels[b], row, width);
    }
}
