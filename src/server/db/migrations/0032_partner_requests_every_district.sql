-- A partner request may name any district the product knows, as courts and profiles do: the
-- request form left out Krasno selo, where a court is, and this check held it out too.
alter table partner_requests drop constraint partner_requests_district_check;
alter table partner_requests add constraint partner_requests_district_check check (district in (
  'center', 'vitosha', 'mladost', 'lozenets', 'boyana', 'ovcha_kupel', 'studentski_grad',
  'krasno_selo'));
