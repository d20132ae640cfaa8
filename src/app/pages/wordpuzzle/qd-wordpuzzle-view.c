/* qd-wordpuzzle-view.c — a word puzzle on a QdCanvas. */
#include "config.h"
#include "qd-wordpuzzle-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

struct _QdWordpuzzleView
{
  QdCanvas parent_instance;

  /* The cells' centres and the slots' boxes for the keyboard cursor, laid
   * out once per puzzle (a layout measures every label: not once per cell
   * and key). */
  double *centre_x, *centre_y;
  double *slot_boxes;

  const QdWordpuzzle *puzzle;
  QdWordpuzzleRenderOptions options;
};

G_DEFINE_FINAL_TYPE (QdWordpuzzleView, qd_wordpuzzle_view, QD_TYPE_CANVAS)

enum {
  CELL_CLICKED,
  SLOT_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
qd_wordpuzzle_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);

  if (self->puzzle != NULL)
    qd_wordpuzzle_render_get_size (self->puzzle, width, height);
}

static void
qd_wordpuzzle_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);
  QdWordpuzzleRenderOptions options = self->options;

  if (self->puzzle == NULL)
    return;
  options.palette = palette;
  qd_wordpuzzle_render (cr, self->puzzle, &options);
}

static void
on_pressed (QdWordpuzzleView *self, double x, double y, gint n_press)
{
  gint cell, slot;

  if (self->puzzle == NULL)
    return;
  cell = qd_wordpuzzle_render_hit_cell (self->puzzle, x, y);
  slot = cell < 0 ? qd_wordpuzzle_render_hit_slot (self->puzzle, x, y) : -1;
  if (cell >= 0)
    g_signal_emit (self, signals[CELL_CLICKED], 0, cell);
  else
    g_signal_emit (self, signals[SLOT_CLICKED], 0, slot);
}

/* ------------------------------------------------ keyboard and screen reader */

/* The board's cells (QdCanvas): the puzzle's cells, then its slots (a
 * slot's label and lane), so that the editor's slots are picked by keys. */
static guint
qd_wordpuzzle_view_n_cells (QdCanvas *canvas)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);

  return self->puzzle != NULL ? self->puzzle->size + self->puzzle->slots->len : 0;
}

static void
lay_out (QdWordpuzzleView *self)
{
  if (self->centre_x != NULL)
    return;
  self->centre_x = g_new (double, self->puzzle->size);
  self->centre_y = g_new (double, self->puzzle->size);
  self->slot_boxes = g_new (double, 4 * MAX (self->puzzle->slots->len, 1));
  qd_wordpuzzle_render_get_cell_centers (self->puzzle, self->centre_x, self->centre_y);
  qd_wordpuzzle_render_get_slot_boxes (self->puzzle, self->slot_boxes);
}

static void
qd_wordpuzzle_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);
  double side = qd_wordpuzzle_render_cell_side ();

  lay_out (self);
  if (cell >= self->puzzle->size)
    {
      const double *box = self->slot_boxes + 4 * (cell - self->puzzle->size);

      graphene_rect_init (rect, box[0], box[1], box[2], box[3]);
      return;
    }
  graphene_rect_init (rect, self->centre_x[cell] - side / 2, self->centre_y[cell] - side / 2, side, side);
}

/* "Slot 2: adverb, cells 1, 2, 3, reads NNE, selected". */
static char *
describe_slot (QdWordpuzzleView *self, guint s)
{
  const QdWordpuzzleSlot *slot = self->puzzle->slots->pdata[s];
  GString *text = g_string_new (NULL);
  gboolean full = self->options.cells != NULL;

  g_string_printf (text, _("Slot %u: %s, cells"), s + 1, slot->category);
  for (guint k = 0; k < slot->length; k++)
    {
      g_string_append_printf (text, "%s %u", k > 0 ? "," : "", slot->cells[k] + 1);
      full = full && self->options.cells[slot->cells[k]] != 0;
    }
  if (full)
    {
      g_autofree char *word = g_new0 (char, slot->length + 1);

      for (guint k = 0; k < slot->length; k++)
        word[k] = self->options.cells[slot->cells[k]];
      g_string_append_printf (text, _(", reads %s"), word);
    }
  if (self->options.selected_slot == (gint) s)
    g_string_append (text, _(", selected"));
  return g_string_free (text, FALSE);
}

/* "Cell 3: E; in emotion, body", "Cell 5: empty, could be A, E; in adverb". */
static char *
qd_wordpuzzle_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);
  const QdWordpuzzleRenderOptions *o = &self->options;
  GString *text;
  gboolean first = TRUE;

  if (cell >= self->puzzle->size)
    return describe_slot (self, cell - self->puzzle->size);
  text = g_string_new (NULL);

  if (o->cells != NULL && o->cells[cell] != 0)
    g_string_printf (text, _("Cell %u: %c"), cell + 1, o->cells[cell]);
  else
    g_string_printf (text, _("Cell %u: empty"), cell + 1);
  if ((o->cells == NULL || o->cells[cell] == 0) && o->cell_masks != NULL)
    {
      g_string_append (text, o->cell_masks[cell] != 0 ? _(", could be") : _(", no letter fits"));
      for (guint i = 0; i < 26; i++)
        if (o->cell_masks[cell] & (1u << i))
          g_string_append_printf (text, "%s %c", first ? "" : ",", 'A' + i), first = FALSE;
    }
  first = TRUE;
  for (guint s = 0; s < self->puzzle->slots->len; s++)
    {
      const QdWordpuzzleSlot *slot = self->puzzle->slots->pdata[s];

      for (guint k = 0; k < slot->length; k++)
        if (slot->cells[k] == cell)
          {
            g_string_append_printf (text, "%s%s", first ? _("; in ") : ", ", slot->category);
            first = FALSE;
            break;
          }
    }
  return g_string_free (text, FALSE);
}

/* "Word puzzle, 9 cells, 6 words: NNEMANDYE." (the letters shown, _ where
 * none). */
static char *
qd_wordpuzzle_view_describe (QdCanvas *canvas)
{
  QdWordpuzzleView *self = QD_WORDPUZZLE_VIEW (canvas);
  g_autoptr(GString) letters = g_string_new (NULL);

  if (self->puzzle == NULL)
    return NULL;
  for (guint i = 0; i < self->puzzle->size; i++)
    g_string_append_c (letters, self->options.cells != NULL && self->options.cells[i] != 0 ? self->options.cells[i] : '_');
  return g_strdup_printf (_("Word puzzle, %u cells, %u words: %s."), self->puzzle->size, self->puzzle->slots->len,
                          letters->str);
}

/* Return or space acts as a click on the cell or slot. */
static void
on_cell_activated (QdWordpuzzleView *self, guint cell)
{
  if (self->puzzle == NULL)
    return;
  if (cell < self->puzzle->size)
    g_signal_emit (self, signals[CELL_CLICKED], 0, (gint) cell);
  else if (cell - self->puzzle->size < self->puzzle->slots->len)
    g_signal_emit (self, signals[SLOT_CLICKED], 0, (gint) (cell - self->puzzle->size));
}

/* The context menu opened on a slot acts on it (Remove Slot): it is
 * selected as by a click. */
static void
on_context_menu (QdWordpuzzleView *self, gint cell)
{
  if (self->puzzle != NULL && cell >= (gint) self->puzzle->size)
    on_cell_activated (self, (guint) cell);
}

static void
forget_centres (QdWordpuzzleView *self)
{
  g_clear_pointer (&self->centre_x, g_free);
  g_clear_pointer (&self->centre_y, g_free);
  g_clear_pointer (&self->slot_boxes, g_free);
}

static void
qd_wordpuzzle_view_finalize (GObject *object)
{
  forget_centres (QD_WORDPUZZLE_VIEW (object));
  G_OBJECT_CLASS (qd_wordpuzzle_view_parent_class)->finalize (object);
}

static void
qd_wordpuzzle_view_class_init (QdWordpuzzleViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_wordpuzzle_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_wordpuzzle_view);

  signals[CELL_CLICKED] = qd_signal_new (klass, "cell-clicked", 1, G_TYPE_INT);
  signals[SLOT_CLICKED] = qd_signal_new (klass, "slot-clicked", 1, G_TYPE_INT);
}

static void
qd_wordpuzzle_view_init (QdWordpuzzleView *self)
{
  qd_wordpuzzle_render_options_init (&self->options, NULL);
  /* Fitted while the words stay readable; a long puzzle scrolls. */
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.75, 1.5);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
  g_signal_connect (self, "context-menu", G_CALLBACK (on_context_menu), NULL);
}

/* The page calls it again whenever the puzzle changes, in place or not. */
void
qd_wordpuzzle_view_set_puzzle (QdWordpuzzleView *self, const QdWordpuzzle *puzzle)
{
  self->puzzle = puzzle;
  forget_centres (self);
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_wordpuzzle_view_set_options (QdWordpuzzleView *self, const QdWordpuzzleRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}
