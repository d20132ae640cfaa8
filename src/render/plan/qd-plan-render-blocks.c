/* qd-plan-render-blocks.c — the blocks world as AIMA draws it (figure
 * 11.4): stacks of lettered blocks on a table, a block held above them.
 * (on x y) puts x on y; (ontable x) or (on x table) puts x on the table;
 * (holding x) lifts it.  A block of no fact stands on the table. */
#include "config.h"
#include "qd-plan-render-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define BLOCK 44.0
#define GAP 14.0
#define TABLE 8.0

typedef struct {
  GPtrArray *blocks;         /* names, borrowed from the facts */
  GHashTable *below;         /* block -> what it is on */
  const char *held;
} Blocks;

static gboolean
is_table (const char *name)
{
  return strcmp (name, "table") == 0;
}

static void
add_block (Blocks *b, const char *name)
{
  if (!is_table (name) && !g_ptr_array_find_with_equal_func (b->blocks, name, g_str_equal, NULL))
    g_ptr_array_add (b->blocks, (gpointer) name);
}

/* Reads the facts (kept alive in `keep`). */
static void
read_blocks (QdPlanCanvas *c, Blocks *b, GPtrArray *keep)
{
  static const struct { const char *name; guint arity; } kinds[] = {
    { "on", 2 }, { "ontable", 1 }, { "clear", 1 }, { "holding", 1 }, { "block", 1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      GPtrArray *facts = qd_plan_canvas_facts (c, kinds[k].name, kinds[k].arity);

      g_ptr_array_add (keep, facts);
      for (guint i = 0; i < facts->len; i++)
        {
          char **w = facts->pdata[i];

          add_block (b, w[1]);
          if (k == 0)
            {
              add_block (b, w[2]);
              g_hash_table_replace (b->below, w[1], w[2]);
            }
          if (k == 3)
            b->held = w[1];
        }
    }
}

/* The height of the block's stack below it (0: on the table), bounded by
 * the number of blocks should the facts loop. */
static guint
level (const Blocks *b, const char *block)
{
  guint n = 0;

  for (const char *on = g_hash_table_lookup (b->below, block); on != NULL && !is_table (on) && n < b->blocks->len;
       on = g_hash_table_lookup (b->below, on))
    n++;
  return n;
}

static void
draw_block (QdPlanCanvas *c, const char *name, double x, double y)
{
  QdColor fill;

  qd_palette_region (c->palette, g_str_hash (name) % QD_PALETTE_N_REGIONS, &fill);
  fill.a = 0.35;
  qd_plan_canvas_box (c, x, y, BLOCK, BLOCK, &fill, name);
  qd_plan_canvas_text (c, name, QD_PLAN_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER, x + BLOCK / 2, y + BLOCK / 2,
                       NULL);
}

/* The block at the bottom of the block's stack (bounded as level is). */
static const char *
bottom_of (const Blocks *b, const char *block)
{
  const char *on;

  for (guint n = 0; n < b->blocks->len && (on = g_hash_table_lookup (b->below, block)) != NULL && !is_table (on); n++)
    block = on;
  return block;
}

/* The stacks, left to right by their bottom block's name. */
static void
draw_stacks (QdPlanCanvas *c, const Blocks *b, double x, double floor, double *width, guint *tallest)
{
  double cx = x;

  *tallest = 0;
  for (guint i = 0; i < b->blocks->len; i++)
    {
      const char *bottom = b->blocks->pdata[i];

      if (g_strcmp0 (bottom, b->held) == 0 || level (b, bottom) != 0)
        continue;
      for (guint j = 0; j < b->blocks->len; j++)
        {
          const char *block = b->blocks->pdata[j];
          guint n = level (b, block);

          if (g_strcmp0 (block, b->held) != 0 && strcmp (bottom_of (b, block), bottom) == 0)
            {
              draw_block (c, block, cx, floor - (n + 1) * BLOCK);
              *tallest = MAX (*tallest, n + 1);
            }
        }
      cx += BLOCK + GAP;
    }
  *width = cx - x - GAP;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

void
qd_plan_draw_blocks (QdPlanCanvas *c, double x, double y, double *w, double *h)
{
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) below = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) blocks = g_ptr_array_new ();
  Blocks b = { .blocks = blocks, .below = below };
  guint rows = 0;
  double width = 0, hand, floor;

  read_blocks (c, &b, keep);
  /* The hand's row where a block can be held, so the stacks stay put. */
  hand = b.held != NULL || (c->options->task != NULL && qd_plan_task_predicate_arity (c->options->task, "holding") == 1)
         ? BLOCK + GAP : 0;
  g_ptr_array_sort (blocks, compare_names);
  /* Measured first: the stacks stand on the floor under the tallest. */
  rows = b.blocks->len;
  floor = y + hand + rows * BLOCK;
  {
    QdPlanCanvas measure = *c;
    guint tallest;

    measure.paint = FALSE;
    draw_stacks (&measure, &b, x, floor, &width, &tallest);
    rows = MAX (tallest, 1);
    floor = y + hand + rows * BLOCK;
  }
  if (b.held != NULL)
    {
      qd_plan_canvas_text (c, _("held"), QD_PLAN_SMALL, QD_DRAW_TEXT_INK_LEFT, x + BLOCK + 6, y + BLOCK / 2,
                           &c->palette->muted);
      draw_block (c, b.held, x, y);
    }
  {
    guint tallest;

    draw_stacks (c, &b, x, floor, &width, &tallest);
  }
  width = MAX (width, BLOCK * 2);
  if (c->paint)
    {
      cairo_rectangle (c->cr, x - GAP / 2, floor, width + GAP, TABLE);
      qd_draw_set_color (c->cr, &c->palette->muted, 1.0);
      cairo_fill (c->cr);
    }
  *w = width + GAP / 2;
  *h = floor + TABLE - y;
}
