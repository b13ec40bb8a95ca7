// The server's texts of one area, English and Spanish (catalogue.ts joins the areas). Payroll: the weekly pay
// statement's PDF (its extras are named by `extra.kind.*`).

export const en = {
  'payroll.pdf.title': 'Weekly pay statement',
  'payroll.pdf.week': 'Week',
  'payroll.pdf.roleLabel': 'Role',
  'payroll.pdf.role.employee': 'Housekeeper',
  'payroll.pdf.role.supervisor': 'Supervisor',
  'payroll.pdf.person': 'Name',
  'payroll.pdf.date': 'Date',
  'payroll.pdf.property': 'Property',
  'payroll.pdf.amount': 'Amount',
  'payroll.pdf.status': 'Status',
  'payroll.pdf.paid': 'Paid',
  'payroll.pdf.pending': 'Pending',
  'payroll.pdf.total': 'Total',
  'payroll.pdf.weekStatus': 'Payment',
  'payroll.pdf.paidOn': 'Paid on {date}',
  'payroll.pdf.none': 'No completed cleanings this week.',
  'payroll.pdf.adjustment': 'Adjustment: {property} (paid on an earlier week)',
  'payroll.pdf.page': 'Page {page} of {pages}',
} as const;

export const es: Record<keyof typeof en, string> = {
  'payroll.pdf.title': 'Estado de pago semanal',
  'payroll.pdf.week': 'Semana',
  'payroll.pdf.roleLabel': 'Puesto',
  'payroll.pdf.role.employee': 'Camarera',
  'payroll.pdf.role.supervisor': 'Supervisor',
  'payroll.pdf.person': 'Nombre',
  'payroll.pdf.date': 'Fecha',
  'payroll.pdf.property': 'Propiedad',
  'payroll.pdf.amount': 'Monto',
  'payroll.pdf.status': 'Estado',
  'payroll.pdf.paid': 'Pagado',
  'payroll.pdf.pending': 'Pendiente',
  'payroll.pdf.total': 'Total',
  'payroll.pdf.weekStatus': 'Pago',
  'payroll.pdf.paidOn': 'Pagado el {date}',
  'payroll.pdf.none': 'Sin limpiezas completadas esta semana.',
  'payroll.pdf.adjustment': 'Ajuste: {property} (pagada en una semana anterior)',
  'payroll.pdf.page': 'Página {page} de {pages}',
};
