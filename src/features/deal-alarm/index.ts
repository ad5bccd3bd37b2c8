/** Public entry of the 오픈 알림 feature (issue 13): the button the deal route composes in. */
export { OpenAlarmButton } from './components/open-alarm-button';
export { dealAlarmQueries } from './queries';
