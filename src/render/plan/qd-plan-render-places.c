/* qd-plan-render-places.c — places holding things: air cargo's airports
 * and logistics' locations with their planes, trucks and packages ((at x
 * p), (in x v)), and gripper's rooms with their balls and the robot, its
 * grippers holding balls or free ((at-robby r), (at b r), (carry b g),
 * (free g)).  Each place is a column: its name, its vehicles (boxes of
 * what they hold), then what lies there. */
#include "config.h"
#include "qd-plan-render-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define LINE 22.0
#define CHIP_H 18.0
#define MIN_COLUMN 120.0
#define GAP 14.0

typedef struct {
  char *label;
  char *object;              /* outlined when focused; NULL: none */
  GPtrArray *chips;          /* Chip: what it holds */
} Holder;

typedef struct {
  char *label;
  char *object;
} Chip;

typedef struct {
  char *title;
  char *object;
  GPtrArray *holders;        /* Holder */
  GPtrArray *chips;          /* Chip */
} Column;

static void
chip_free (gpointer p)
{
  Chip *chip = p;

  g_free (chip->label);
  g_free (chip->object);
  g_free (chip);
}

static void
holder_free (gpointer p)
{
  Holder *h = p;

  g_free (h->label);
  g_free (h->object);
  g_ptr_array_unref (h->chips);
  g_free (h);
}

static void
column_free (gpointer p)
{
  Column *column = p;

  g_free (column->title);
  g_free (column->object);
  g_ptr_array_unref (column->holders);
  g_ptr_array_unref (column->chips);
  g_free (column);
}

static void
add_chip (GPtrArray *chips, const char *label, const char *object)
{
  Chip *chip = g_new0 (Chip, 1);

  chip->label = g_strdup (label);
  chip->object = g_strdup (object);
  g_ptr_array_add (chips, chip);
}

static Holder *
add_holder (Column *column, char *label, const char *object)
{
  Holder *h = g_new0 (Holder, 1);

  h->label = label;
  h->object = g_strdup (object);
  h->chips = g_ptr_array_new_with_free_func (chip_free);
  g_ptr_array_add (column->holders, h);
  return h;
}

/* The column of `place`, made when first asked for. */
static Column *
column_of (GPtrArray *columns, const char *place)
{
  Column *column;

  for (guint i = 0; i < columns->len; i++)
    if (strcmp (((Column *) columns->pdata[i])->object, place) == 0)
      return columns->pdata[i];
  column = g_new0 (Column, 1);
  column->title = g_strdup (place);
  column->object = g_strdup (place);
  column->holders = g_ptr_array_new_with_free_func (holder_free);
  column->chips = g_ptr_array_new_with_free_func (chip_free);
  g_ptr_array_add (columns, column);
  return column;
}

/* ---- drawing the columns */

static double
chip (QdPlanCanvas *c, const Chip *chip, double x, double y, double width)
{
  QdColor fill = c->palette->leaf_fill;

  qd_plan_canvas_box (c, x, y, width, CHIP_H, &fill, chip->object);
  return qd_plan_canvas_text (c, chip->label, QD_PLAN_SMALL, QD_DRAW_TEXT_INK_LEFT, x + 6, y + CHIP_H / 2, NULL) + 12;
}

static double
holder (QdPlanCanvas *c, const Holder *h, double x, double y, double width, double *need)
{
  double height = LINE + h->chips->len * (CHIP_H + 4) + 6;

  qd_plan_canvas_box (c, x, y, width, height, &c->palette->max_fill, h->object);
  *need = MAX (*need, qd_plan_canvas_text (c, h->label, QD_PLAN_SMALL, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT,
                                           x + 6, y + LINE / 2, NULL) + 12);
  for (guint i = 0; i < h->chips->len; i++)
    *need = MAX (*need, chip (c, h->chips->pdata[i], x + 6, y + LINE + i * (CHIP_H + 4), width - 12) + 12);
  return height;
}

/* One column at x, `width` wide: its height; *need, the width it needs. */
static double
draw_column (QdPlanCanvas *c, const Column *column, double x, double y, double width, double *need)
{
  double cy = y + LINE + 4;
  gboolean focused = qd_plan_canvas_focused (c, column->object);

  *need = qd_plan_canvas_text (c, column->title, QD_PLAN_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT, x + 6,
                               y + LINE / 2, focused ? &c->palette->accent : NULL) + 12;
  for (guint i = 0; i < column->holders->len; i++)
    cy += holder (c, column->holders->pdata[i], x + 4, cy, width - 8, need) + 6;
  for (guint i = 0; i < column->chips->len; i++)
    {
      *need = MAX (*need, chip (c, column->chips->pdata[i], x + 4, cy, width - 8) + 8);
      cy += CHIP_H + 4;
    }
  cy += 6;
  if (c->paint)
    {
      qd_draw_rounded_rect (c->cr, x, y, width, cy - y, 6);
      qd_draw_set_color (c->cr, focused ? &c->palette->accent : &c->palette->muted, 1.0);
      qd_draw_line_width (c->cr, c->palette, focused ? 2.5 : 1.0);
      cairo_stroke (c->cr);
    }
  return cy - y;
}

/* The columns side by side, each as wide as it needs (measured first). */
static void
draw_columns (QdPlanCanvas *c, GPtrArray *columns, double x, double y, double *w, double *h)
{
  QdPlanCanvas measure = *c;
  double cx = x;

  measure.paint = FALSE;
  *h = 0;
  for (guint i = 0; i < columns->len; i++)
    {
      double need = 0, width;

      draw_column (&measure, columns->pdata[i], cx, y, 1000, &need);
      width = MAX (need + 16, MIN_COLUMN);
      *h = MAX (*h, draw_column (c, columns->pdata[i], cx, y, width, &need));
      cx += width + GAP;
    }
  *w = columns->len > 0 ? cx - x - GAP : 0;
}

/* ---- air cargo and logistics */

static gboolean
is_vehicle (QdPlanCanvas *c, const char *object, GPtrArray *ins)
{
  const char *type = qd_plan_task_object_type (c->options->task, object);

  for (guint i = 0; i < ins->len; i++)
    if (strcmp (((char **) ins->pdata[i])[2], object) == 0)
      return TRUE;
  return type != NULL && (strstr (type, "plane") != NULL || strstr (type, "truck") != NULL
                          || strstr (type, "vehicle") != NULL);
}

static char *
vehicle_label (QdPlanCanvas *c, const char *object)
{
  const char *type = qd_plan_task_object_type (c->options->task, object);

  return type != NULL && strcmp (type, "object") != 0 ? g_strdup_printf ("%s (%s)", object, type) : g_strdup (object);
}

void
qd_plan_draw_places (QdPlanCanvas *c, double x, double y, double *w, double *h)
{
  g_autoptr(GPtrArray) ats = qd_plan_canvas_facts (c, "at", 2);
  g_autoptr(GPtrArray) ins = qd_plan_canvas_facts (c, "in", 2);
  g_autoptr(GPtrArray) columns = g_ptr_array_new_with_free_func (column_free);

  for (guint i = 0; i < ats->len; i++)
    if (!is_vehicle (c, ((char **) ats->pdata[i])[2], ins))
      column_of (columns, ((char **) ats->pdata[i])[2]);
  for (guint i = 0; i < ats->len; i++)
    {
      char **at = ats->pdata[i];
      Column *column = is_vehicle (c, at[2], ins) ? NULL : column_of (columns, at[2]);

      if (column != NULL && is_vehicle (c, at[1], ins))
        {
          Holder *v = add_holder (column, vehicle_label (c, at[1]), at[1]);

          for (guint j = 0; j < ins->len; j++)
            if (strcmp (((char **) ins->pdata[j])[2], at[1]) == 0)
              add_chip (v->chips, ((char **) ins->pdata[j])[1], ((char **) ins->pdata[j])[1]);
        }
      else if (column != NULL)
        add_chip (column->chips, at[1], at[1]);
    }
  draw_columns (c, columns, x, y, w, h);
}

/* ---- gripper */

void
qd_plan_draw_gripper (QdPlanCanvas *c, double x, double y, double *w, double *h)
{
  g_autoptr(GPtrArray) robby = qd_plan_canvas_facts (c, "at-robby", 1);
  g_autoptr(GPtrArray) ats = qd_plan_canvas_facts (c, "at", 2);
  g_autoptr(GPtrArray) carries = qd_plan_canvas_facts (c, "carry", 2);
  g_autoptr(GPtrArray) frees = qd_plan_canvas_facts (c, "free", 1);
  g_autoptr(GPtrArray) columns = g_ptr_array_new_with_free_func (column_free);

  /* Every room, in the task's order, even an empty one. */
  for (guint i = 0; i < ats->len; i++)
    column_of (columns, ((char **) ats->pdata[i])[2]);
  for (guint i = 0; i < robby->len; i++)
    {
      Holder *robot = add_holder (column_of (columns, ((char **) robby->pdata[i])[1]), g_strdup (_("robot")), NULL);

      for (guint j = 0; j < carries->len; j++)
        {
          char **carry = carries->pdata[j];
          g_autofree char *label = g_strdup_printf ("%s: %s", carry[2], carry[1]);

          add_chip (robot->chips, label, carry[1]);
        }
      for (guint j = 0; j < frees->len; j++)
        {
          g_autofree char *label = g_strdup_printf (_("%s: free"), ((char **) frees->pdata[j])[1]);

          add_chip (robot->chips, label, ((char **) frees->pdata[j])[1]);
        }
    }
  for (guint i = 0; i < ats->len; i++)
    add_chip (column_of (columns, ((char **) ats->pdata[i])[2])->chips, ((char **) ats->pdata[i])[1],
              ((char **) ats->pdata[i])[1]);
  draw_columns (c, columns, x, y, w, h);
}
