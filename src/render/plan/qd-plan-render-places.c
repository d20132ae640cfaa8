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

/* A place, a vehicle or the robot holding things (`kids`), or a thing
 * (no kids): its label and the object it is, outlined when the current
 * action names it (NULL: none). */
typedef struct {
  char **names;              /* owned: the label, then the object (or none) */
  const char *label, *object;
  gboolean holds;            /* drawn as a box of its kids, even of none */
  GPtrArray *kids;
} Thing;

static void
thing_free (Thing *t)
{
  g_strfreev (t->names);
  g_ptr_array_unref (t->kids);
  g_free (t);
}

/* A new thing in `into` (NULL: none); `label` is taken. */
static Thing *
add_thing (GPtrArray *into, char *label, const char *object)
{
  Thing *t = g_new0 (Thing, 1);
  char **names = g_new0 (char *, 3);

  names[0] = label;
  names[1] = g_strdup (object);
  *t = (Thing) { .names = names, .label = names[0], .object = names[1],
                 .kids = g_ptr_array_new_with_free_func ((GDestroyNotify) thing_free) };
  if (into != NULL)
    g_ptr_array_add (into, t);
  return t;
}

/* The column of `place`, made when first asked for. */
static Thing *
column_of (GPtrArray *columns, const char *place)
{
  for (guint i = 0; i < columns->len; i++)
    if (g_strcmp0 (((Thing *) columns->pdata[i])->object, place) == 0)
      return columns->pdata[i];
  return add_thing (columns, g_strdup (place), place);
}

/* Whether the thing is `object` or holds it. */
static gboolean
holds_object (const Thing *t, const char *object)
{
  if (g_strcmp0 (t->object, object) == 0)
    return TRUE;
  for (guint i = 0; i < t->kids->len; i++)
    if (holds_object (t->kids->pdata[i], object))
      return TRUE;
  return FALSE;
}

/* The objects of the type the predicate's argument `arg` takes (what
 * `at` places) that no column shows, such as the spare tire's tires after
 * LeaveOvernight: a last column "nowhere" of them, so that every object
 * is drawn in every state. */
static void
add_nowhere (QdPlanCanvas *c, GPtrArray *columns, const char *predicate, guint arg)
{
  g_autoptr(GPtrArray) objects = c->options->task != NULL
                                 ? qd_plan_task_argument_objects (c->options->task, predicate, arg) : NULL;
  Thing *nowhere = NULL;

  for (guint i = 0; objects != NULL && i < objects->len; i++)
    {
      gboolean drawn = FALSE;

      for (guint j = 0; j < columns->len && !drawn; j++)
        drawn = holds_object (columns->pdata[j], objects->pdata[i]);
      if (drawn)
        continue;
      if (nowhere == NULL)
        nowhere = add_thing (columns, g_strdup (_("nowhere")), NULL);
      add_thing (nowhere->kids, g_strdup (objects->pdata[i]), objects->pdata[i]);
    }
}

/* ---- drawing the columns */

/* *at_least grows to `value` (a function's result, evaluated once: MAX
 * would draw twice). */
static void
widen (double *at_least, double value)
{
  *at_least = MAX (*at_least, value);
}

static double
chip (QdPlanCanvas *c, const Thing *chip, double x, double y, double width)
{
  qd_plan_canvas_box (c, x, y, width, CHIP_H, &c->palette->leaf_fill, chip->object);
  return qd_plan_canvas_text (c, chip->label, QD_PLAN_SMALL, QD_DRAW_TEXT_INK_LEFT, x + 6, y + CHIP_H / 2, NULL) + 12;
}

static double
holder (QdPlanCanvas *c, const Thing *h, double x, double y, double width, double *need)
{
  double height = LINE + h->kids->len * (CHIP_H + 4) + 6;

  qd_plan_canvas_box (c, x, y, width, height, &c->palette->max_fill, h->object);
  widen (need, qd_plan_canvas_text (c, h->label, QD_PLAN_SMALL, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT, x + 6,
                                    y + LINE / 2, NULL) + 12);
  for (guint i = 0; i < h->kids->len; i++)
    widen (need, chip (c, h->kids->pdata[i], x + 6, y + LINE + i * (CHIP_H + 4), width - 12) + 12);
  return height;
}

/* One column at x, `width` wide: its height; *need, the width it needs.
 * Its holders first, then its things. */
static double
draw_column (QdPlanCanvas *c, const Thing *column, double x, double y, double width, double *need)
{
  double cy = y + LINE + 4;
  gboolean focused = qd_plan_canvas_focused (c, column->object);
  gboolean place = column->object != NULL;   /* else "nowhere": in italics, its frame dashed */

  *need = qd_plan_canvas_text (c, column->label, QD_PLAN_TEXT, place ? QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT
                                                                    : QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_INK_LEFT,
                               x + 6, y + LINE / 2, focused ? &c->palette->accent : place ? NULL : &c->palette->muted)
          + 12;
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < column->kids->len; i++)
      {
        const Thing *kid = column->kids->pdata[i];

        if (pass == 0 && kid->holds)
          cy += holder (c, kid, x + 4, cy, width - 8, need) + 6;
        else if (pass == 1 && !kid->holds)
          {
            widen (need, chip (c, kid, x + 4, cy, width - 8) + 8);
            cy += CHIP_H + 4;
          }
      }
  cy += 6;
  if (c->paint)
    {
      qd_draw_rounded_rect (c->cr, x, y, width, cy - y, 6);
      qd_draw_set_color (c->cr, focused ? &c->palette->accent : &c->palette->muted, 1.0);
      qd_draw_line_width (c->cr, c->palette, focused ? 2.5 : 1.0);
      cairo_set_dash (c->cr, (const double[]) { 5, 4 }, place ? 0 : 2, 0);
      cairo_stroke (c->cr);
      cairo_set_dash (c->cr, NULL, 0, 0);
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
      widen (h, draw_column (c, columns->pdata[i], cx, y, width, &need));
      cx += width + GAP;
    }
  *w = columns->len > 0 ? cx - x - GAP : 0;
}

/* ---- air cargo and logistics */

/* Whether the state holds the fact (KIND object): an untyped domain's
 * types are such facts ((truck t1), (location l1)). */
static gboolean
is_a (QdPlanCanvas *c, const char *kind, const char *object)
{
  g_autofree char *fact = g_strdup_printf ("(%s %s)", kind, object);

  return g_ptr_array_find_with_equal_func (c->options->state, fact, g_str_equal, NULL);
}

/* A plane or a truck: what holds things (in x v), by its type or a fact. */
static gboolean
is_vehicle (QdPlanCanvas *c, const char *object, GPtrArray *ins)
{
  static const char *const kinds[] = { "plane", "airplane", "truck", "vehicle" };
  const char *type = qd_plan_task_object_type (c->options->task, object);

  for (guint i = 0; i < ins->len; i++)
    if (strcmp (((char **) ins->pdata[i])[2], object) == 0)
      return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (is_a (c, kinds[i], object) || (type != NULL && strstr (type, kinds[i]) != NULL))
      return TRUE;
  return FALSE;
}

/* Whether the object is somewhere: the first argument of an (at x p). */
static gboolean
placed (GPtrArray *ats, const char *object)
{
  for (guint i = 0; i < ats->len; i++)
    if (strcmp (((char **) ats->pdata[i])[1], object) == 0)
      return TRUE;
  return FALSE;
}

/* A column for every object of the declared type of the predicate's
 * argument `arg` (`at`'s place: airport, room, location), in the task's
 * order, whether anything is there or not: a place emptied stays drawn.
 * An untyped argument gives none (the facts name the places then).  A
 * vehicle (`ins` non-NULL) or a thing placed is no place. */
static void
add_typed_places (QdPlanCanvas *c, GPtrArray *columns, const char *predicate, guint arg, GPtrArray *ats,
                  GPtrArray *ins)
{
  g_autoptr(GPtrArray) places = c->options->task != NULL
                                ? qd_plan_task_argument_objects (c->options->task, predicate, arg) : NULL;

  for (guint i = 0; places != NULL && i < places->len; i++)
    if (!placed (ats, places->pdata[i]) && (ins == NULL || !is_vehicle (c, places->pdata[i], ins)))
      column_of (columns, places->pdata[i]);
}

/* Columns for the facts (KIND p) of an untyped domain ((location l),
 * (room r)): places whatever the state holds. */
static void
add_kind_places (QdPlanCanvas *c, GPtrArray *columns, const char *const *kinds)
{
  for (guint k = 0; kinds[k] != NULL; k++)
    {
      g_autoptr(GPtrArray) places = qd_plan_canvas_facts (c, kinds[k], 1);

      for (guint i = 0; i < places->len; i++)
        column_of (columns, ((char **) places->pdata[i])[1]);
    }
}

/* Every place, even an empty one: the objects of the type `at` takes,
 * (location l) and (airport a) facts, and where things are; each titled
 * with its city, (in-city l c). */
static void
add_places (QdPlanCanvas *c, GPtrArray *columns, GPtrArray *ats, GPtrArray *ins)
{
  static const char *const kinds[] = { "location", "airport", NULL };
  g_autoptr(GPtrArray) cities = qd_plan_canvas_facts (c, "in-city", 2);

  add_typed_places (c, columns, "at", 1, ats, ins);
  add_kind_places (c, columns, kinds);
  for (guint i = 0; i < ats->len; i++)
    if (!is_vehicle (c, ((char **) ats->pdata[i])[2], ins))
      column_of (columns, ((char **) ats->pdata[i])[2]);
  for (guint i = 0; i < cities->len; i++)
    {
      char **in_city = cities->pdata[i];
      Thing *column = column_of (columns, in_city[1]);

      g_free (column->names[0]);
      column->label = column->names[0] = g_strdup_printf (_("%s in %s"), in_city[1], in_city[2]);
    }
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
  g_autoptr(GPtrArray) columns = g_ptr_array_new_with_free_func ((GDestroyNotify) thing_free);

  add_places (c, columns, ats, ins);
  for (guint i = 0; i < ats->len; i++)
    {
      char **at = ats->pdata[i];
      Thing *column = is_vehicle (c, at[2], ins) ? NULL : column_of (columns, at[2]);
      Thing *thing;

      if (column == NULL)
        continue;
      thing = add_thing (column->kids, is_vehicle (c, at[1], ins) ? vehicle_label (c, at[1]) : g_strdup (at[1]), at[1]);
      thing->holds = is_vehicle (c, at[1], ins);
      for (guint j = 0; thing->holds && j < ins->len; j++)
        if (strcmp (((char **) ins->pdata[j])[2], at[1]) == 0)
          add_thing (thing->kids, g_strdup (((char **) ins->pdata[j])[1]), ((char **) ins->pdata[j])[1]);
    }
  add_nowhere (c, columns, "at", 0);
  draw_columns (c, columns, x, y, w, h);
}

/* ---- gripper */

/* The robot in its room: a box of its grippers, each with its ball or free. */
static void
add_robot (QdPlanCanvas *c, Thing *room)
{
  g_autoptr(GPtrArray) carries = qd_plan_canvas_facts (c, "carry", 2);
  g_autoptr(GPtrArray) frees = qd_plan_canvas_facts (c, "free", 1);
  Thing *robot = add_thing (room->kids, g_strdup (_("robot")), NULL);

  robot->holds = TRUE;
  for (guint j = 0; j < carries->len; j++)
    {
      char **carry = carries->pdata[j];

      add_thing (robot->kids, g_strdup_printf ("%s: %s", carry[2], carry[1]), carry[1]);
    }
  for (guint j = 0; j < frees->len; j++)
    {
      char **free_gripper = frees->pdata[j];

      add_thing (robot->kids, g_strdup_printf (_("%s: free"), free_gripper[1]), free_gripper[1]);
    }
}

void
qd_plan_draw_gripper (QdPlanCanvas *c, double x, double y, double *w, double *h)
{
  static const char *const kinds[] = { "room", NULL };
  g_autoptr(GPtrArray) robby = qd_plan_canvas_facts (c, "at-robby", 1);
  g_autoptr(GPtrArray) ats = qd_plan_canvas_facts (c, "at", 2);
  g_autoptr(GPtrArray) columns = g_ptr_array_new_with_free_func ((GDestroyNotify) thing_free);

  /* Every room, empty or not: of the rooms' type, of (room r) facts; then
   * those with a ball, the robot's. */
  add_typed_places (c, columns, "at-robby", 0, ats, NULL);
  add_typed_places (c, columns, "at", 1, ats, NULL);
  add_kind_places (c, columns, kinds);
  for (guint i = 0; i < ats->len; i++)
    column_of (columns, ((char **) ats->pdata[i])[2]);
  for (guint i = 0; i < robby->len; i++)
    add_robot (c, column_of (columns, ((char **) robby->pdata[i])[1]));
  for (guint i = 0; i < ats->len; i++)
    add_thing (column_of (columns, ((char **) ats->pdata[i])[2])->kids, g_strdup (((char **) ats->pdata[i])[1]),
               ((char **) ats->pdata[i])[1]);
  add_nowhere (c, columns, "at", 0);
  draw_columns (c, columns, x, y, w, h);
}
